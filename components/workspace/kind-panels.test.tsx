import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formInputs, KIND_NAMES, type FormInput } from '@/lib/newsroom';
import { kindPanelsOf, type KindPanelContext } from './kind-panels';
import { QUARTER_PANELS, type QuarterPanelSettings } from './quarter-panels';
import { quarterPanelSettings } from './item-form-test-props';

// The kind panels (docs/newsroom.md, A kind's own panels): the generic form names no
// kind, each kind's own controls are its panels, drawn the same with and without JavaScript as before.

describe('the generic item form', () => {
  const source = readFileSync(path.join(__dirname, 'item-form.tsx'), 'utf8');

  it('names no content kind', () => {
    for (const kind of KIND_NAMES) expect([kind, new RegExp(`\\b${kind}\\b`).test(source)]).toEqual([kind, false]);
  });

  // A field of the webcast or transcript type is drawn as any field (an address, a text box); only the files under them are the kind's.
  it('holds none of the quarterly results’ own words, fields or routes', () => {
    const quarterOnly = [
      'transcripts',
      'importLegend',
      'importAction',
      'videoAction',
      'videoFile',
      'videoOutcome',
      'vttFile',
      'VIDEO_FILE_FIELD',
      'FIGURES_FILE_FIELD',
      'IMPORTED_FIGURE_FIELDS',
      'TRANSCRIPT_FILE_MAX_BYTES',
      'transcriptFileName',
      '/figures',
      'uploads/video',
    ];
    for (const name of quarterOnly) expect([name, source.includes(name)]).toEqual([name, false]);
  });
});

describe('kindPanelsOf', () => {
  it('gives the quarterly results a field panel and one after the buttons, and every other kind none', () => {
    expect(kindPanelsOf('quarterlyResults')).toEqual({ Field: expect.any(Function), After: expect.any(Function) });
    for (const kind of KIND_NAMES.filter((name) => name !== 'quarterlyResults'))
      expect([kind, kindPanelsOf(kind)]).toEqual([kind, {}]);
  });
});

describe('the quarterly results’ panels', () => {
  const input = (name: string): FormInput => formInputs('quarterlyResults').find((entry) => entry.name === name)!;
  const Field = QUARTER_PANELS.Field!;
  const After = QUARTER_PANELS.After!;

  function context(
    overrides: Partial<KindPanelContext<QuarterPanelSettings>> = {},
  ): KindPanelContext<QuarterPanelSettings> {
    return {
      kind: 'quarterlyResults',
      locale: 'en',
      itemId: null,
      scripted: true,
      getValues: ((name?: string) =>
        name === 'year'
          ? '2026'
          : name === 'quarter'
            ? '4'
            : {}) as KindPanelContext<QuarterPanelSettings>['getValues'],
      setValue: jest.fn(),
      isSubmitted: () => false,
      setBusy: jest.fn(),
      error: 'Something went wrong.',
      settings: quarterPanelSettings(),
      ...overrides,
    };
  }

  it('draws nothing under a field of no file of its own', () => {
    const { container } = render(<Field {...context()} input={input('totalRevenue')} id="item-totalRevenue" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('without JavaScript, sends a transcript’s WebVTT file with the form, and says so', () => {
    render(<Field {...context({ scripted: false })} input={input('transcriptTh')} id="item-transcriptTh" />);
    const file = screen.getByLabelText('Words vttFile');
    expect(file).toHaveAttribute('name', 'transcriptTh_vtt');
    expect(file).toHaveAccessibleDescription('Words vttNoScript');
  });

  it('with JavaScript, reads a WebVTT file into its field, and refuses one over 1 MB', async () => {
    const ctx = context();
    render(<Field {...ctx} input={input('transcriptEn')} id="item-transcriptEn" />);
    const file = screen.getByLabelText('Words vttFile');
    expect(file).not.toHaveAttribute('name');
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello';
    // jsdom's File has no text(): the browser's answers the file's text.
    const chosen = Object.assign(new File([vtt], 'call.vtt', { type: 'text/vtt' }), { text: async () => vtt });
    fireEvent.change(file, { target: { files: [chosen] } });
    await waitFor(() => expect(screen.getByTestId('vtt-load-status')).toHaveTextContent('Words vttLoaded'));
    expect(ctx.setValue).toHaveBeenCalledWith('transcriptEn', vtt, { shouldValidate: true, shouldDirty: true });

    const large = new File(['x'], 'large.vtt', { type: 'text/vtt' });
    Object.defineProperty(large, 'size', { value: 1024 * 1024 + 1 });
    fireEvent.change(file, { target: { files: [large] } });
    await waitFor(() => expect(screen.getByTestId('vtt-load-status')).toHaveTextContent('Words vttTooLarge'));
    expect(ctx.setValue).toHaveBeenCalledTimes(1);
  });

  it('under the webcast: with JavaScript a recording to upload, without it a note pointing at its own button', () => {
    const { unmount } = render(<Field {...context()} input={input('webcast')} id="item-webcast" />);
    expect(screen.getByLabelText('Words videoFile')).toHaveAttribute('accept', 'video/mp4,video/webm,.mp4,.webm');
    unmount();
    render(<Field {...context({ scripted: false })} input={input('webcast')} id="item-webcast" />);
    expect(screen.queryByLabelText('Words videoFile')).toBeNull();
    expect(screen.getByText('Words videoNoScript')).toBeInTheDocument();
  });

  it('after the buttons without JavaScript: the video and the figures, each posted by its own button to its own route', () => {
    const settings = quarterPanelSettings({
      videoAction: '/api/workspace/items/video?kind=quarterlyResults&t=1',
      importAction: '/api/workspace/items/figures?kind=quarterlyResults&t=2',
      videoOutcome: 'Refused.',
      videoRefused: true,
    });
    render(<After {...context({ scripted: false, settings })} />);
    expect(screen.getByRole('button', { name: 'Words videoButton' })).toHaveAttribute(
      'formaction',
      settings.videoAction,
    );
    expect(screen.getByRole('button', { name: 'Words importButton' })).toHaveAttribute(
      'formaction',
      settings.importAction,
    );
    expect(screen.getByLabelText('Words videoFileNoScript')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('video-upload-status')).toHaveTextContent('Refused.');
  });

  it('after the buttons with JavaScript: no video fieldset, and the figures read at once into their fields', async () => {
    const settings = quarterPanelSettings({ videoAction: '/video', importAction: '/figures-form' });
    const fetchMock = jest.fn(async (url: string) => ({
      status: 200,
      json: async () =>
        url === '/api/workspace/csrf' ? { token: 't' } : { figures: { totalRevenue: 4321098, netProfit: 612345 } },
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const ctx = context({ settings, itemId: 'item-1' });
    render(<After {...ctx} />);
    expect(screen.queryByTestId('video-upload')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Words importButton' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Words importFile'), {
      target: { files: [new File(['a,b'], 'pack.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect(screen.getByTestId('figures-import-status')).toHaveTextContent('Words importDone'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/workspace/items/item-1/figures?fill=1&lang=en',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(ctx.setValue).toHaveBeenCalledWith('totalRevenue', '4321098', { shouldValidate: false, shouldDirty: true });
    expect(ctx.setValue).toHaveBeenCalledWith('netProfit', '612345', { shouldValidate: false, shouldDirty: true });
    // Busy while the file was read: the form's buttons and its automatic save waited.
    expect(ctx.setBusy).toHaveBeenNthCalledWith(1, 'figures', true);
    expect(ctx.setBusy).toHaveBeenLastCalledWith('figures', false);
  });
});
