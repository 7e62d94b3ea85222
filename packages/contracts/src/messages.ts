/** User-facing messages of spec section 8 that more than one package shows. */
export const TOAST_MESSAGES = {
  loginSuccess: 'Login successful',
  loginFailed: 'Login failed',
  registrationSuccess: 'Registration successful',
  registrationFailed: 'Registration failed',
  loggedOut: 'Logged out',
  loggedOutDescription: 'You have been successfully logged out.',
  logoutFailed: 'Logout failed',
  profileUpdated: 'Profile updated',
  profileUpdatedDescription: 'Your profile information has been saved.',
  updateFailed: 'Update failed',
  userNotAuthenticated: 'User not authenticated',
  passwordChanged: 'Password changed',
  passwordChangedDescription: 'Use your new password next time you sign in.',
} as const;

/** "Welcome back, {name}!" (spec section 8). */
export const welcomeBack = (name: string) => `Welcome back, ${name}!`;
/** The registration welcome by name (spec section 8). */
export const welcomeNew = (name: string) => `Welcome to Flourishly, ${name}!`;
