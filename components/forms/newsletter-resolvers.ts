import { yupResolver } from '@hookform/resolvers/yup';
import { subscribeSchema, unsubscribeSchema, type SubscribeInput, type UnsubscribeInput } from '@/lib/validation';
import type { Resolver } from 'react-hook-form';

/** The sign-up and unsubscribe validation (the schemas the API routes use too). Imported on demand by the forms only. */
export const subscribeResolver: Resolver<SubscribeInput> = yupResolver(subscribeSchema);
export const unsubscribeResolver: Resolver<UnsubscribeInput> = yupResolver(unsubscribeSchema);

/** The sign-up form's values (category list, consent box) checked by the same schema; the resolver returns the POST body. */
export const subscribeFormResolver = yupResolver(subscribeSchema) as unknown as Resolver<Record<string, unknown>>;
