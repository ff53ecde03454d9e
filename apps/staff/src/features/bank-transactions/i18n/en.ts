export default {
  guessTitle: 'Columns guessed from the header names',
  guessHint:
    'Check the columns below and the preview lines; confirm once and this bank account remembers them.',
  confirmGuess: 'Confirm these columns',
  remembered: 'Using the columns confirmed before for this bank account.',
  reference: 'Reference',
};
