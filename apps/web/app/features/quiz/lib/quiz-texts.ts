/** The quiz texts of the spec's error catalogue and screens. */
export const QUIZ_TEXTS = {
  loadFailed: 'Failed to load quiz questions. Please check your connection and try again.',
  usingCache: 'Using cached questions due to connectivity issues. Some content may be outdated.',
  noCache: 'Failed to load quiz questions from server and no cached data is available. Please try again later.',
  refreshFailed: 'Failed to refresh quiz. Please check your connection and try again.',
  refreshed: 'Fresh questions loaded.',
  noQuestions: 'No questions available for the quiz',
  emptyTitle: 'No Quiz Questions Available',
  historyEmpty: 'No Quiz History Yet',
  certificateOffline: 'Certificates are issued by our server, which could not be reached. Please try again when you are online.',
} as const;
