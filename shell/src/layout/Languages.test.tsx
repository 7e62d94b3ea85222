import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

beforeEach(() => resetProfileGate());
afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the frame in the parent’s language', () => {
  it('speaks Hindi to a parent who chose it, on any device: navigation, menus and footer', async () => {
    answerSession({ ...testUser, locale: 'hi' });
    renderApp('/children');

    const navigation = await screen.findByLabelText('मुख्य');
    expect(within(navigation).getByText('डैशबोर्ड')).toBeInTheDocument();
    expect(within(navigation).getByText('बच्चे')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByText(/सर्वाधिकार सुरक्षित/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');

    await userEvent.click(screen.getByRole('button', { name: 'मेनू खोलें' }));
    expect(screen.getByRole('link', { name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });

  it('keeps the spec’s English for a parent who has not chosen, on an English browser', async () => {
    answerSession(testUser);
    renderApp('/children');

    const navigation = await screen.findByLabelText('Main');
    expect(within(navigation).getByText('Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets a signed-out visitor switch the public pages to Hindi', async () => {
    answerSession(null);
    renderApp('/privacy');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByRole('link', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेवा की शर्तें' })).toBeInTheDocument();
  });
});
