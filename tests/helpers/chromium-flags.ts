/**
 * The flags every headless Chromium of the tests and benchmarks starts with. Chromium 156 builds its omnibox
 * popup, a WebUI page of its own, in every new window, headless too (where no omnibox is ever shown): about
 * 1 s of CPU in a renderer of its own, on a 2-core machine spent just when a test or a benchmark opens its
 * first page in a new context. The three WebUIOmnibox features turn that popup off.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
