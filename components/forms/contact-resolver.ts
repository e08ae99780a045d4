import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, type ContactInput } from '@/lib/validation';
import type { Resolver } from 'react-hook-form';

/** The contact form's validation (the schema the API route uses too). Imported on demand by ContactForm only. */
export const contactResolver: Resolver<ContactInput> = yupResolver(contactSchema);
