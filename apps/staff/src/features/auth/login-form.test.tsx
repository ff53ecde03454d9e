import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

describe('LoginForm', () => {
  let bodies: unknown[];
  beforeEach(() => {
    bodies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { username: string; password: string };
        bodies.push(body);
        return body.password === 'admin123'
          ? new Response('{"status":true}', { status: 200 })
          : new Response('{"message":"Username or password is incorrect."}', { status: 422 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for what is missing, shows the server's refusal, and signs in with the right password", async () => {
    const signedIn = vi.fn();
    render(<LoginForm onSignedIn={signedIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username.');
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username or password is incorrect.')).toBeInTheDocument();
    expect(signedIn).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'admin123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { username: 'admin', password: 'wrong' },
      { username: 'admin', password: 'admin123' },
    ]);
  });

  it('switches the language of the form and keeps the choice', async () => {
    render(<LoginForm loginRequired onSignedIn={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Please login to continue.');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'bm' } });
    expect(await screen.findByRole('heading', { name: 'Log Masuk Pejabat Belakang' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('bm');
  });
});
