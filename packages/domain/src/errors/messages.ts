/** Error texts the front end shows as they are (spec section 8). */
export const ErrorText = {
  badData: 'Bad data has sent',
  forbidden: 'Forbidden',
  unauthorized: 'Unauthorized to perform this action.',
  userNotLogged: 'User not logged',
  invalidAccessToken: 'Invalid or expired access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  userNotLoggedOrDisabled: 'User not logged or disabled',
  emailAlreadyConfirmed: 'Email is already confirmed',
  emailNotFound: 'Email not found',
  invalidApplicationId: 'Invalid application ID.',
  badRequest: 'Bad request',
  generateEmpty: 'Bad data has been sent or description is empty',
  notFound: 'Not found',
  invalidCredentials: 'Invalid email or password',
  /** A candidate signing in before confirming their address (403). */
  emailNotConfirmed: 'Email not confirmed',
} as const;

/** The body of every non-2xx response (spec section 8). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
}
