/** User-facing messages of docs/product.md that more than one package shows. */
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

/** "Welcome back, {name}!" (docs/product.md). */
export const welcomeBack = (name: string) => `Welcome back, ${name}!`;
/** The registration welcome by name (docs/product.md). */
export const welcomeNew = (name: string) => `Welcome to Flourishly, ${name}!`;

/** Messages and toasts of the add-child flow (docs/product.md). */
export const CHILD_TOAST_MESSAGES = {
  created: 'Child profile created',
  createdDescription: (name: string) => `${name}'s profile has been created successfully.`,
  createFailed: 'Error creating profile',
  createFailedFallback: 'Failed to create child profile',
  error: 'Error',
  mustBeLoggedIn: 'You must be logged in to create a child profile',
  updated: 'Profile updated',
  updatedDescription: (name: string) => `${name}'s profile has been saved.`,
  updateFailed: 'Update failed',
  deleted: 'Child profile deleted',
  deletedDescription: (name: string) => `${name}'s profile and all of its data have been removed.`,
  deleteFailed: 'Delete failed',
  fetchFailed: 'Failed to fetch child profile',
  notFoundTitle: 'Child Not Found',
  notFoundDescription: "The child profile you're looking for doesn't exist or you don't have access to it.",
} as const;

/** Messages of the Add Activity page (docs/product.md, "Child page"). */
export const ADD_ACTIVITY_MESSAGES = {
  chooseLibraryActivity: 'Choose an activity from the library',
  added: 'Activity added',
  addedDescription: (title: string, day: string, time: string) => `${title} is planned for ${day} at ${time}.`,
  addFailed: 'Could not add the activity',
  oneAgeFilter: 'Search by one age only: age, ageMonths or childId',
} as const;
