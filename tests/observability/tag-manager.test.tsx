import { render } from '@testing-library/react';
import { TagManager } from '@/components/observability/tag-manager';
import { track } from '@/lib/observability/analytics';
import { CONSENT_ANSWERED, CONSENT_COOKIE } from '@/lib/observability/consent';

// The tag manager loads only after cookie consent, with the events that waited already in the
// data layer ahead of its start marker.
describe('tag manager', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    document.getElementById('tag-manager')?.remove();
    delete window.dataLayer;
  });

  it('waits for consent, then loads the container once', () => {
    render(<TagManager id="GTM-ABC123" />);
    track({ event: 'screen_view' });
    expect(document.getElementById('tag-manager')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    document.dispatchEvent(new Event(CONSENT_ANSWERED));
    document.dispatchEvent(new Event(CONSENT_ANSWERED));
    const scripts = document.querySelectorAll('script#tag-manager');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['screen_view', 'gtm.js']);
  });
});
