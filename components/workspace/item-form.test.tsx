import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTOSAVE_IDLE_MS, AUTOSAVE_MIN_INTERVAL_MS } from '@/lib/newsroom';
import { ItemForm } from './item-form';
import { itemFormProps, quarterPanelSettings } from './item-form-test-props';

// The item form with JavaScript (docs/newsroom.md, The item form): a kind's panels where it declares
// them, the draft saved by itself through the save routes, and the warning before leaving unsaved.

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

const ID = '0f8e7d6c-5b4a-4392-8172-6a5b4c3d2e1f';

/** The workspace API as the form's script meets it: the CSRF token, a new item, a save. */
function stubApi(status = 200) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/workspace/csrf') return { status: 200, json: async () => ({ token: 't' }) };
    calls.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    const created = url === '/api/workspace/items';
    return {
      status: status === 200 && created ? 201 : status,
      json: async () => (status === 200 ? { item: { id: ID } } : { error: 'invalid-state', message: 'No.' }),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

beforeAll(() => {
  // jsdom has no matchMedia: a narrow screen.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-29T07:32:00Z') });
  window.history.replaceState(null, '', '/en/admin/items/new?kind=pressRelease');
  mockPush.mockReset();
});

afterEach(() => jest.useRealTimers());

const typing = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const idle = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('the kind’s panels', () => {
  it('draws the quarterly results’ files under their fields and its panels after the buttons', () => {
    render(
      <ItemForm
        {...itemFormProps('quarterlyResults', { panels: quarterPanelSettings({ importAction: '/figures' }) })}
      />,
    );
    expect(screen.getAllByLabelText('Words vttFile')).toHaveLength(2);
    expect(screen.getByLabelText('Words videoFile')).toBeInTheDocument();
    const buttons = screen.getByRole('button', { name: 'Submit for approval' });
    // After the buttons, in the order of the page.
    expect(
      buttons.compareDocumentPosition(screen.getByTestId('figures-import')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('draws none for a kind that declares none', () => {
    render(
      <ItemForm {...itemFormProps('pressRelease', { panels: quarterPanelSettings({ importAction: '/figures' }) })} />,
    );
    expect(screen.queryByLabelText('Words vttFile')).toBeNull();
    expect(screen.queryByTestId('figures-import')).toBeNull();
  });
});

describe('the layout', () => {
  it('heads the Thai and the English column, and puts a field’s two inputs in one row', () => {
    render(<ItemForm {...itemFormProps('pressRelease')} />);
    const thai = screen.getByLabelText('Label title_th');
    const english = screen.getByLabelText('Label title_en');
    expect(thai.closest('div')!.parentElement).toBe(english.closest('div')!.parentElement);
    expect(screen.getByText('Thai').parentElement).toHaveAttribute('aria-hidden', 'true');
    // Save first (Enter without JavaScript presses it), Submit last and the primary one.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Save draft',
      'Preview',
      'Submit for approval',
    ]);
  });
});

describe('saved automatically', () => {
  it('creates the item once, then saves that item, at most once a half-minute, and says when', async () => {
    const calls = stubApi();
    const user = typing();
    render(<ItemForm {...itemFormProps('pressRelease')} />);
    const status = screen.getByTestId('autosave-status');
    expect(status).toHaveAttribute('role', 'status');
    await user.type(screen.getByLabelText('Label title_en'), 'Quarterly briefing');
    await idle(AUTOSAVE_IDLE_MS - 100);
    expect(calls).toEqual([]);
    await idle(100);
    await waitFor(() => expect(status).toHaveTextContent('Saved automatically at 14:32'));
    expect(calls).toEqual([
      {
        url: '/api/workspace/items',
        body: { kind: 'pressRelease', content: { title: { en: 'Quarterly briefing' } }, autosave: true },
      },
    ]);
    // The page is the new item's edit page now: a reload, or a save by the button, is that item.
    expect(window.location.pathname).toBe(`/en/admin/items/${ID}/edit`);

    await user.type(screen.getByLabelText('Label title_th'), 'ประชุม');
    await idle(AUTOSAVE_IDLE_MS);
    expect(calls).toHaveLength(1);
    await idle(AUTOSAVE_MIN_INTERVAL_MS);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      url: `/api/workspace/items/${ID}/save`,
      body: { content: { title: { th: 'ประชุม', en: 'Quarterly briefing' } }, autosave: true },
    });

    // Within act: the send ends (the buttons free again) after the navigation was asked for.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      for (let step = 0; step < 20; step++) await Promise.resolve();
    });
    expect(mockPush).toHaveBeenCalledWith(`/en/admin/items/${ID}?done=1`);
    expect(calls[2]).toEqual({
      url: `/api/workspace/items/${ID}/save`,
      body: { content: { title: { th: 'ประชุม', en: 'Quarterly briefing' } } },
    });
  });

  it('saves nothing that the schema refuses as a draft, nor an unchanged form', async () => {
    const calls = stubApi();
    const user = typing();
    render(<ItemForm {...itemFormProps('pressRelease')} />);
    await user.type(screen.getByLabelText('Label link_en'), 'not a link');
    await idle(AUTOSAVE_MIN_INTERVAL_MS);
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText('Label link_en'));
    await idle(AUTOSAVE_MIN_INTERVAL_MS);
    expect(calls).toEqual([]);
  });

  it('stops when the item may not be saved by itself any more, and says so', async () => {
    const calls = stubApi(409);
    const user = typing();
    render(<ItemForm {...itemFormProps('pressRelease', { itemId: ID, defaults: { title_en: 'Old' } })} />);
    await user.type(screen.getByLabelText('Label title_en'), ' and new');
    await idle(AUTOSAVE_IDLE_MS);
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Not saved automatically.'));
    await user.type(screen.getByLabelText('Label title_en'), '!');
    await idle(AUTOSAVE_MIN_INTERVAL_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it('is not there for an item that may not be saved by itself (a live item’s correction)', () => {
    render(<ItemForm {...itemFormProps('pressRelease', { itemId: ID, autosave: false })} />);
    expect(screen.queryByTestId('autosave-status')).toBeNull();
  });
});

describe('leaving with changes not saved', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before the page unloads, or a link of the site is followed, until the changes are saved', async () => {
    stubApi();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = typing();
    render(<ItemForm {...itemFormProps('pressRelease')} />);
    // A link of the site outside the form, as the workspace's sections are.
    const section = Object.assign(document.createElement('a'), { href: '/en/admin/items', textContent: 'Items' });
    document.body.append(section);
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Label title_en'), 'Draft');
    expect(unload()).toBe(true);
    const link = screen.getByRole('link', { name: 'Items' });
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Your changes are not saved. Leave this page anyway?');

    await idle(AUTOSAVE_IDLE_MS);
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Saved automatically'));
    expect(unload()).toBe(false);
    confirm.mockClear();
    // Followed without a question (jsdom does not navigate; the click is not held back).
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(clicked);
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
    section.remove();
  });
});
