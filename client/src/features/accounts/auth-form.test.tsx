import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { LoginDocument, RegisterDocument } from './gql/graphql';
import type { SessionUser } from '../../lib/session';
import { AuthForm, type AuthMode } from './auth-form';

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

function renderForm(mocks: Mocks = [], onLoggedIn = vi.fn<(u: SessionUser) => void>(), start: AuthMode = 'login') {
  function Harness() {
    const [mode, setMode] = useState<AuthMode>(start);
    return <AuthForm mode={mode} onModeChange={setMode} onLoggedIn={onLoggedIn} />;
  }
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <>
          <Harness />
          <ToastContainer />
        </>
      </MockedProvider>
    </MemoryRouter>,
  );
  return { onLoggedIn };
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('AuthForm', () => {
  it('offers "Forgot password?" on the login form only', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    fireEvent.click(screen.getByRole('tab', { name: 'SIGN UP' }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('refuses an empty login with \'Please fill all fields!\', pointing at the first empty field', async () => {
    renderForm();
    submit('LOGIN');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Please fill all fields!'));
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });

  it('keeps the mobile box to 10 digits, and keeps the 10 digits of a pasted +91 number', () => {
    renderForm([], undefined, 'signup');
    const mobile = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(mobile.maxLength).toBe(10);
    fireEvent.change(mobile, { target: { value: '98a7654321099' } });
    expect(mobile.value).toBe('9876543210');
    fireEvent.paste(mobile, { clipboardData: { getData: () => '+91 91234 56789' } });
    expect(mobile.value).toBe('9123456789');
  });

  it('logs in with the server and hands over the session shape { _id, token, username, email }', async () => {
    const { onLoggedIn } = renderForm([
      {
        request: { query: LoginDocument, variables: { input: { email: 'asha@example.in', password: 'secret pass' } } },
        result: { data: { login: { __typename: 'AuthSession', token: 't0k3n', expiresAt: '2030-01-01T00:00:00.000Z', user: { __typename: 'User', id: 'u1', username: 'Asha', email: 'asha@example.in' } } } },
      },
    ]);
    type('Email address', ' asha@example.in ');
    type('Password', 'secret pass');
    await act(async () => submit('LOGIN'));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ _id: 'u1', token: 't0k3n', username: 'Asha', email: 'asha@example.in' }));
  });

  it("shows the server's message when the login is refused, else 'Login failed!'", async () => {
    renderForm([
      { request: { query: LoginDocument, variables: { input: { email: 'a@example.in', password: 'wrong one' } } }, result: { errors: [new GraphQLError('Invalid email or password.')] } },
      { request: { query: LoginDocument, variables: { input: { email: 'a@example.in', password: 'offline!' } } }, error: new Error('Failed to fetch') },
    ]);
    type('Email address', 'a@example.in');
    type('Password', 'wrong one');
    await act(async () => submit('LOGIN'));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    type('Password', 'offline!');
    await act(async () => submit('LOGIN'));
    expect(await screen.findByText('Login failed!')).toBeTruthy();
  });

  it('signs up, says so, and switches to LOGIN keeping the email', async () => {
    const input = { username: 'Asha', mobile: '9876543210', email: 'asha@example.in', password: 'long enough', city: 'Jaipur', pincode: '302001' };
    renderForm([{ request: { query: RegisterDocument, variables: { input } }, result: { data: { register: { __typename: 'User', id: 'u1', email: input.email } } } }], undefined, 'signup');
    type('Full name', input.username);
    type('Mobile number', input.mobile);
    type('Email address', input.email);
    type('Password', input.password);
    type('City', input.city);
    type('Pincode', input.pincode);
    await act(async () => submit('SIGN UP'));
    expect(await screen.findByText('Signup successful! You can now log in.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'LOGIN' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(input.email);
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('');
  });

  it("shows 'Signup failed!' when the server gives no message, and its message when it does", async () => {
    const input = { username: 'Asha', mobile: '9876543210', email: 'asha@example.in', password: 'long enough', city: 'Jaipur', pincode: '302001' };
    renderForm(
      [
        { request: { query: RegisterDocument, variables: { input } }, result: { errors: [new GraphQLError('An account with this email already exists. Please log in.')] } },
        { request: { query: RegisterDocument, variables: { input } }, error: new Error('Failed to fetch') },
      ],
      undefined,
      'signup',
    );
    for (const [label, value] of Object.entries({ 'Full name': input.username, 'Mobile number': input.mobile, 'Email address': input.email, Password: input.password, City: input.city, Pincode: input.pincode })) type(label, value);
    await act(async () => submit('SIGN UP'));
    expect(await screen.findByText('An account with this email already exists. Please log in.')).toBeTruthy();
    await act(async () => submit('SIGN UP'));
    expect(await screen.findByText('Signup failed!')).toBeTruthy();
  });
});
