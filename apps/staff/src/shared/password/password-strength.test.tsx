import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength.tsx';

const verdict = async (text: string) => {
  const element = await screen.findByText(text);
  expect(element).toHaveAttribute('aria-live', 'polite');
  return element;
};

describe('PasswordStrength', () => {
  it("shows the server's rule, and no verdict before anything is typed", () => {
    render(<PasswordStrength password="" />);
    expect(screen.getByText(/^At least 12 characters \(up to 128\)/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('calls a short, a common and a username password weak, with the reason the server gives', async () => {
    const { rerender } = render(<PasswordStrength password="Elevenchars" />);
    await verdict('Weak: Password must be at least 12 characters.');
    rerender(<PasswordStrength password="password1234" />);
    await verdict('Weak: This password is on a list of common or leaked passwords. Please choose another.');
    rerender(<PasswordStrength password="Tundra-quill-Marcus7-harbour" username="marcus7" />);
    await verdict('Weak: Password must not contain the username.');
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('calls a long passphrase with spaces and unicode strong', async () => {
    render(<PasswordStrength password="Kopi ais tiga gelas ☕ pagi" username="ali" />);
    await verdict('Strong');
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it("speaks the operator's language", async () => {
    await i18n.changeLanguage('bm');
    render(<PasswordStrength password="short" />);
    expect(screen.getByText(/^Sekurang-kurangnya 12 aksara/)).toBeInTheDocument();
    await verdict('Lemah: Kata laluan mestilah sekurang-kurangnya 12 aksara.');
    await i18n.changeLanguage('en');
  });
});
