import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { SiteFooter } from './site-footer.tsx';

afterEach(() => changeLanguage('en'));

describe('site footer', () => {
  it('shows the company line, the terms link and the support hours set in Website Settings', () => {
    render(
      <SiteFooter
        footer={{
          company: '© 2026 TopUp Enterprise Sdn. Bhd.',
          terms: 'https://example.com/terms',
          support_hours: 'Daily 10:00-02:00 MYT',
        }}
      />,
    );
    expect(screen.getByText('© 2026 TopUp Enterprise Sdn. Bhd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
    expect(screen.getByText('Support hours: Daily 10:00-02:00 MYT')).toBeInTheDocument();
  });

  it('shows terms that are not an https link as text, in the chosen language around them', () => {
    changeLanguage('bm');
    render(
      <SiteFooter footer={{ company: '', terms: 'javascript:alert(1)', support_hours: '10:00-22:00' }} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.getByText('Waktu sokongan: 10:00-22:00')).toBeInTheDocument();
  });

  it('leaves out empty fields, and the whole footer when all are empty', () => {
    const { container, rerender } = render(
      <SiteFooter footer={{ company: 'TopUp', terms: ' ', support_hours: '' }} />,
    );
    expect(container.querySelectorAll('footer p')).toHaveLength(1);
    rerender(<SiteFooter footer={{ company: '', terms: '', support_hours: '  ' }} />);
    expect(container.querySelector('footer')).toBeNull();
  });
});
