import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { getWidgetBrands } from '@/lib/points/widget-brands';
import { getMember } from '@/lib/session/member';
import { memberTimeZone } from '@/lib/session/member-time-zone';
import { REMINDERS_OFFER_COOKIE, holdsOfferLine } from '@/lib/pwa/reminders-offer';
import { MemberBalances } from './lazy-member-balances';
import { BrandMark } from '@/components/brands/brand-mark';
import { WalletButton } from '@/components/wallet/wallet-button';
import { TrackedLink } from '@/components/observability/tracked-link';
import { routePath } from '@/lib/navigation/route-paths';

/**
 * docs/product.md §2 Points widget, on home, rewards, transaction history and exchange points (the last two
 * on a light background). Guests see what the programme offers; members see their points.
 */
export async function PointsWidget({
  light = false,
  foldedOnPhones = false,
  historyLink = true,
}: {
  light?: boolean;
  /** Off home, a phone shows the total with the brands folded (docs/product.md §2 Points widget). */
  foldedOnPhones?: boolean;
  /** The link to transaction history under the total; off on that page itself. */
  historyLink?: boolean;
}) {
  const [config, member, locale, t, timeZone, jar] = await Promise.all([
    getAppConfig(),
    getMember(),
    getLocale() as Promise<Locale>,
    getTranslations('PointsWidget'),
    memberTimeZone(),
    cookies(),
  ]);
  if (!config) return null;
  const surface = light ? 'bg-surface' : 'bg-secondary text-white';
  const widget = config.widget;

  if (!member) {
    const features = [widget.easyTransfer, widget.exclusiveOffer, widget.quickLogin].map((f) => {
      // docs/product.md §2: each feature's text has the form '##title##description'.
      const [, title = '', description = ''] = localized(f.text, locale).split('##');
      return { image: f.image, title, description };
    });
    return (
      <section
        aria-labelledby="points-widget-title"
        className={`mx-auto mt-4 w-[calc(100%-2rem)] max-w-5xl rounded-3xl p-5 ${surface}`}
      >
        <h2 id="points-widget-title" className="text-xl font-semibold">
          {localized(widget.widgetTitle, locale)}
        </h2>
        <ul className={`mt-4 grid gap-3 sm:grid-cols-3 ${foldedOnPhones ? 'max-sm:hidden' : ''}`}>
          {features.map((feature) => (
            <li key={feature.title} className="flex items-start gap-3">
              <BrandMark
                src={feature.image}
                size={40}
                className="size-10 shrink-0 rounded-xl bg-white p-1"
              />
              <div>
                <p className="font-semibold">{feature.title}</p>
                <p className={`text-sm ${light ? 'text-muted' : 'text-white/80'}`}>
                  {feature.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <TrackedLink
            href={routePath('login')}
            analytics={{ event: 'points_widget', event_action: 'join_now' }}
            className="rounded-full bg-primary-ink px-6 py-3 font-semibold text-white"
          >
            {localized(widget.nonLoggedInCtaText, locale)}
          </TrackedLink>
          <TrackedLink
            href={routePath('loyaltyInfo')}
            analytics={{ event: 'points_widget', event_action: 'loyalty_info' }}
            className="font-medium underline underline-offset-4"
          >
            {t('info')}
          </TrackedLink>
        </div>
      </section>
    );
  }

  const { cCode, phnNo } = member;
  // Each brand's point value and reward steps come worked out: the balances' browser part only
  // prices and picks by the live balance (docs/product.md §2 Points widget).
  const brands = await getWidgetBrands(locale, config, { cCode, phnNo });
  // Off home, a phone gets the widget compact, so the page's own heading and first items are on
  // its first screen (a 320 × 640 one included): the greeting on one line without the crown, and
  // neither the member card (the header's wallet opens it) nor the programme's invitation, which
  // home shows. Classes only, from the sm breakpoint up nothing changes.
  const compact = foldedOnPhones;
  const onPhones = (classes: string) => (compact ? classes : '');
  return (
    <section
      aria-labelledby="points-widget-title"
      className={`mx-auto mt-4 w-[calc(100%-2rem)] max-w-5xl rounded-3xl p-5 ${onPhones('max-sm:mt-3 max-sm:px-4 max-sm:py-3')} ${surface}`}
    >
      <div
        className={`flex items-center gap-3 ${compact ? 'max-sm:flex-nowrap sm:flex-wrap' : 'flex-wrap'}`}
      >
        <BrandMark
          src={widget.userPopUpData.crownImage}
          size={40}
          className={`size-10 rounded-full bg-white p-1 ${onPhones('max-sm:hidden')}`}
        />
        <h2
          id="points-widget-title"
          className={`text-lg font-semibold ${onPhones('max-sm:min-w-0 max-sm:flex-1 max-sm:truncate max-sm:text-base')}`}
        >
          {localized(
            member.joinedInThisSession
              ? widget.userPopUpData.newMemberTitle
              : widget.userPopUpData.title,
            locale,
          ).replace('$$name$$', member.name)}
        </h2>
        {compact ? (
          <div className="contents max-sm:hidden">
            <WalletButton entry="widget" />
          </div>
        ) : (
          <WalletButton entry="widget" />
        )}
      </div>
      <MemberBalances
        timeZone={timeZone}
        cCode={cCode}
        phnNo={phnNo}
        brands={brands}
        minDigits={config.minimumPointsDigits}
        light={light}
        foldedOnPhones={foldedOnPhones}
        holdRemindersLine={holdsOfferLine(jar.get(REMINDERS_OFFER_COOKIE)?.value)}
      />
      {historyLink ? (
        <Link
          href={routePath('transactionHistory')}
          className={`mt-3 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-4 ${onPhones('max-sm:mt-2')}`}
        >
          {t('history')}
        </Link>
      ) : null}
      <Link
        href={routePath('loyaltyInfo')}
        className={`mt-4 block rounded-2xl p-3 text-sm ${light ? 'bg-white' : 'bg-white/10'} ${onPhones('max-sm:hidden')}`}
      >
        {localized(widget.userPopUpData.ctaPopUpText.text, locale)}
      </Link>
    </section>
  );
}
