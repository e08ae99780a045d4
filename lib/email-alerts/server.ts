import 'server-only';

export {
  isConfirmationTokenShaped,
  isLinkTokenShaped,
  linkToken,
  newConfirmationToken,
  newLinkKey,
  subscriberOfLinkToken,
  tokenHash,
} from './tokens';
