// The Chromium every browser tool of the project launches (Playwright tests, `npm run bench` and
// its Lighthouse runs): Debian's, because npm tools may not download browsers here, with the flags
// that keep it quiet and working as root in a container. Headless mode is the caller's choice.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
