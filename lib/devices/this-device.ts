// What the browser says about the device it runs on, for choices only a device can make: which
// wallet, which maps app, and whether a brand's phone app can be there at all. One home, so an
// iPad is an iPad everywhere: iPadOS's Safari says "Macintosh" and is told apart by its touch, as
// an Android tablet asking for desktop pages is.

/** What the choices read: the user agent and the number of touch points. */
export type ThisDevice = { userAgent: string; maxTouchPoints: number };

/** The browser's own answer; only in the browser. */
export const thisDevice = (): ThisDevice => ({
  userAgent: navigator.userAgent,
  maxTouchPoints: navigator.maxTouchPoints ?? 0,
});

/** An iPhone, iPod or iPad, iPadOS's desktop-class Safari included. */
export const isApplePhoneOrTablet = ({ userAgent, maxTouchPoints }: ThisDevice): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

/**
 * An Android phone or tablet, one that asks for desktop pages included: its Chrome then says
 * "X11; Linux", which only its touch screen tells from a Linux computer (Chrome OS says CrOS).
 */
const isAndroid = ({ userAgent, maxTouchPoints }: ThisDevice): boolean =>
  /Android/.test(userAgent) || (/X11; Linux/.test(userAgent) && maxTouchPoints > 1);

/** A phone or tablet, where a brand's app can be installed: Apple's or Android. */
export const isPhoneOrTablet = (device: ThisDevice): boolean =>
  isApplePhoneOrTablet(device) || isAndroid(device);
