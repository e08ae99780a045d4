import { render, screen } from '@testing-library/react';
import { YearFilter } from './year-filter';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const options = [
  { value: 2025, label: '2568' },
  { value: 2024, label: '2567' },
];

describe('YearFilter', () => {
  it('puts the Gregorian year in the value and the given label in the text', () => {
    render(
      <YearFilter
        locale="th"
        pathname="/newinfo/info"
        state={{}}
        value={2024}
        options={options}
        label="Year"
        submitLabel="Show"
      />,
    );
    expect(
      screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['2025', '2568'],
      ['2024', '2567'],
    ]);
  });

  it('shows the year of the URL and submits to the localized path without JavaScript', () => {
    const { container } = render(
      <YearFilter
        locale="en"
        pathname="/newinfo/info"
        state={{ q: 'dividend' }}
        value={2024}
        options={options}
        label="Year"
        submitLabel="Show"
      />,
    );
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
    expect(container.querySelector('form')).toHaveAttribute('action', '/en/newinfo/info');
    expect(container.querySelector('input[name="q"]')).toHaveValue('dividend');
  });
});
