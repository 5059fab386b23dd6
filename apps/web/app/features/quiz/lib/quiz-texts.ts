/** The quiz texts of the spec's error catalogue and screens (docs/spec/public-site.md sections 2 and 8). */
export const QUIZ_TEXTS = {
  loadFailed: 'Failed to load quiz questions. Please check your connection and try again.',
  usingCache: 'Using cached questions due to connectivity issues. Some content may be outdated.',
  noCache: 'Failed to load quiz questions from server and no cached data is available. Please try again later.',
  refreshFailed: 'Failed to refresh quiz. Please check your connection and try again.',
  refreshed: 'Fresh questions loaded.',
  noQuestions: 'No questions available for the quiz',
  emptyTitle: 'No Quiz Questions Available',
  historyEmpty: 'No Quiz History Yet',
  practiceLabel: 'Practice quiz',
  practiceNote:
    'These are questions you have already seen, from your browser, because our server could not be reached. Practice results are checked here, earn no certificate and are not added to your history.',
  immediateNote: 'Each answer is checked as soon as you choose it, and is then locked.',
  checking: 'Checking your answer...',
  answerFailed: 'Your answer could not be checked. Please check your connection and choose again.',
  grading: 'Grading your quiz...',
  gradingOffline:
    'Your answers could not be sent to our server for grading. They are kept here: please check your connection and try again.',
  mistakesLabel: 'Practice round: your mistakes',
  mistakesNote:
    'Only the questions you missed, checked when you finish. A practice round earns no certificate and is not added to your history.',
  mistakesFailed: "Your practice round couldn't be loaded. Please check your connection and try again.",
  mistakesGone: 'These questions are no longer in the quiz, so there is nothing to retake. Take a fresh quiz instead.',
  certificateIssued: 'Your certificate has been issued. The name on it is fixed.',
} as const;
