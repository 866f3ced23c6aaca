import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBrand, renderWithIntl } from '../../test-utils';
import { BrandBanner } from './brand-banner';

const long = 'A'.repeat(150) + ' ' + 'B'.repeat(100); // 251 characters

describe('BrandBanner', () => {
  it('shows the brand name and description', () => {
    renderWithIntl(<BrandBanner brand={makeBrand({ brandName: 'Cairo Loft', brandDescription: 'Lofty furniture.' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cairo Loft' })).toBeInTheDocument();
    expect(screen.getByText('Lofty furniture.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
  });

  it("falls back to 'Name Not Available' and 'No description available.'", () => {
    renderWithIntl(<BrandBanner brand={makeBrand({ brandName: '', brandDescription: '' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Name Not Available' })).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
  });

  it('falls back when there is no brand at all', () => {
    renderWithIntl(<BrandBanner brand={null} />);
    expect(screen.getByText('Name Not Available')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
  });

  it("cuts a description over 200 characters to 200 plus '...', with a 'more' / 'less' toggle", async () => {
    renderWithIntl(<BrandBanner brand={makeBrand({ brandDescription: long })} />);
    const cut = `${long.slice(0, 200)}...`;
    expect(screen.getByText(cut, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(long, { exact: false })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText(long, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'less' }));
    expect(screen.getByText(cut, { exact: false })).toBeInTheDocument();
  });

  it('does not cut a description of exactly 200 characters', () => {
    const exact = 'C'.repeat(200);
    renderWithIntl(<BrandBanner brand={makeBrand({ brandDescription: exact })} />);
    expect(screen.getByText(exact)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
  });
});
