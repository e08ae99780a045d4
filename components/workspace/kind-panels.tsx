'use client';

import type { ComponentType } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { FormInput, FormValues, KindName } from '@/lib/newsroom';
import { QUARTER_PANELS, type QuarterPanelSettings } from './quarter-panels';

/**
 * What a content kind adds to the generic item form (docs/newsroom.md, The item form): controls of
 * its own under some of its fields, and panels after the form's buttons. The form renders what the
 * kind declares here and names no kind itself; the page builds each kind's words and actions
 * (`KindPanelSettings`), so the form only passes them on.
 */

/** What the form gives a kind's panels. */
export interface KindPanelContext<Settings> {
  kind: KindName;
  locale: 'th' | 'en';
  /** The item edited; null until it is first saved. */
  itemId: string | null;
  /** False in the server's HTML: the form without JavaScript. */
  scripted: boolean;
  getValues: UseFormGetValues<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  /** Whether the form was sent once: a value set from then on is checked at once. */
  isSubmitted: () => boolean;
  /** A panel busy with a file (by a key of its own): the form's buttons and its automatic save wait. */
  setBusy: (key: string, busy: boolean) => void;
  /** The form's sentence for an error it cannot name. */
  error: string;
  settings: Settings;
}

/** A field's panel: rendered inside the field, under its input; null for a field it has nothing for. */
export interface KindFieldPanelProps<Settings> extends KindPanelContext<Settings> {
  input: FormInput;
  /** The field's input id; the panel's own ids start with it. */
  id: string;
}

export interface KindPanels<Settings> {
  Field?: ComponentType<KindFieldPanelProps<Settings>>;
  After?: ComponentType<KindPanelContext<Settings>>;
}

/** Every kind's panel settings, as the form's page builds them. */
export type KindPanelSettings = QuarterPanelSettings;

const KIND_PANELS: { readonly [Kind in KindName]?: KindPanels<KindPanelSettings> } = {
  quarterlyResults: QUARTER_PANELS,
};

/** The panels a kind declares; none for most. */
export function kindPanelsOf(kind: KindName): KindPanels<KindPanelSettings> {
  return KIND_PANELS[kind] ?? {};
}
