/** Texts of the spec's error catalogue (docs/spec/public-site.md section 8) that more than one place shows. */
export const ERRORS = {
  timeout: 'Request timed out. Please check your internet connection.',
  network: 'Network error: the server could not be reached.',
  apiUnavailable: 'API is not available',
  httpStatus: (status: number) => `HTTP Error ${status}`,
  faqLoadFailed: 'Failed to load FAQ data',
  faqRefreshHint: 'Please try refreshing the page.',
  faqLoading: 'Loading FAQ content...',
  faqEmpty: 'No FAQs available for this category yet.',
  supportFailed: 'Your message could not be sent. It is still here: please try again.',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
