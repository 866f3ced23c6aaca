/** Texts of the shell's frame: failed regions, the router's error page, the not-found page. */
export const commonMessages: Record<string, string> = {
  'region.unavailable': 'This part of the store could not be loaded right now.',
  'region.retry': 'Retry',
  'error.title': 'Unexpected Application Error!',
  'error.home': 'Back to the home page',
  'notFound.title': 'We could not find that page',
  'notFound.body': 'The address may be mistyped, or the page may have moved.',
  'notFound.home': 'Go to the home page',
  'layout.skipToContent': 'Skip to main content',
};
