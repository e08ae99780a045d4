import { yupResolver } from '@hookform/resolvers/yup';
import { subscribeSchema, unsubscribeSchema, type SubscribeInput, type UnsubscribeInput } from '@/lib/validation/newsletter';
import type { Resolver } from 'react-hook-form';

/** The sign-up and unsubscribe validation (the schemas the API routes use too). Imported on demand by the forms only. */
export const subscribeResolver: Resolver<SubscribeInput> = yupResolver(subscribeSchema);
export const unsubscribeResolver: Resolver<UnsubscribeInput> = yupResolver(unsubscribeSchema);
