import type { ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { CreateProfileForm } from '@/components/auth/create-profile-form';
import en from '@/messages/en.json';

// docs/product.md §2 Create profile: the terms and the privacy policy are accepted with an
// unticked box before the profile is created; the box's links open the documents in a new tab so
// the dialog keeps what the member typed.

const finish = vi.fn();
vi.mock('@/components/auth/use-finish-sign-in', () => ({ useFinishAuthChange: () => finish }));
// The app's Link is next-intl's over Next's router, which needs a Next app around it; here it is
// the anchor it renders, with the path it was given (the locale prefix is next-intl's part).
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: ComponentProps<'a'> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));

const ACCEPT = 'I accept the Terms & Conditions and the Privacy Policy';

function installBff() {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
    return new Response(JSON.stringify({ statusCode: 200, message: 'OK', data: {} }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return posted;
}

function renderForm() {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <CreateProfileForm phone="+971 501234567" />
    </NextIntlClientProvider>,
  );
}

async function fillNameAndEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(en.CreateProfile.name), 'Noor Al-Saleh');
  await user.type(screen.getByLabelText(en.CreateProfile.email), 'noor@example.com');
}

describe('create profile form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    finish.mockReset();
  });

  it('starts with the box unticked, its two documents linked to open in a new tab', () => {
    installBff();
    renderForm();
    expect(screen.getByRole('checkbox', { name: ACCEPT })).not.toBeChecked();
    const terms = screen.getByRole('link', { name: 'Terms & Conditions' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  it('refuses to submit without the box ticked: the error shows by the box and focus goes to it', async () => {
    const posted = installBff();
    const user = userEvent.setup();
    renderForm();
    await fillNameAndEmail(user);
    await user.click(screen.getByRole('button', { name: en.CreateProfile.submit }));

    const box = screen.getByRole('checkbox', { name: ACCEPT });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(en.CreateProfile.acceptTermsRequired);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', error.id);
    expect(box).toHaveFocus();
    expect(posted).toEqual([]);
    expect(finish).not.toHaveBeenCalled();
  });

  it('creates the profile with acceptTerms once the box is ticked, sending no phone', async () => {
    const posted = installBff();
    const user = userEvent.setup();
    renderForm();
    await fillNameAndEmail(user);
    await user.click(screen.getByRole('button', { name: en.CreateProfile.submit }));
    await user.click(screen.getByRole('checkbox', { name: ACCEPT }));
    expect(screen.queryByText(en.CreateProfile.acceptTermsRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: en.CreateProfile.submit }));

    // One call: the number is the session's, and the BFF signs the session in after it.
    expect(posted.map((p) => p.url)).toEqual(['/api/amr-loyalty/profile']);
    expect(posted[0]!.body).toEqual({
      name: 'Noor Al-Saleh',
      email: 'noor@example.com',
      acceptTerms: true,
    });
    expect(finish).toHaveBeenCalledOnce();
  });
});
