import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { INQUIRY_THANK_YOU_MESSAGE } from '@flourishly/contracts';
import { handlers } from '@flourishly/platform/testing/handlers';
import { renderWithTheme } from '../testing/render-with-theme';
import { LandingPage } from './LandingPage';

// The legal notices are another exposed module: the landing page must never load them.
const legalModuleLoaded = jest.fn();
jest.mock('../features/legal/LegalDocument', () => {
  legalModuleLoaded();
  return { LegalDocument: () => null };
});
jest.mock('../features/legal/legal-documents', () => {
  legalModuleLoaded();
  return {};
});

const SECTIONS = ['features', 'for-parents', 'for-teachers', 'how-it-works', 'pricing', 'footer'];

/** Renders the page and waits for the sections below the first screen (their own chunk). */
async function renderLanding(appHost?: string) {
  const result = renderWithTheme(<LandingPage appHost={appHost} />);
  // Their chunk loads after the first screen, then the sections are added one per task; the
  // closing call to action comes last.
  await screen.findByRole('contentinfo', {}, { timeout: 15000 });
  await screen.findByRole('heading', { name: 'Give your child the right support at the right time' }, { timeout: 15000 });
  return result;
}

/** Renders the page; `failure` answers the inquiry and newsletter endpoints (default: stored). Returns their calls. */
async function setup(appHost = '', failure?: () => Response) {
  const inquiries = handlers.marketing.createInquiry(failure ?? { id: 1, receivedAt: '2026-01-01T00:00:00.000Z' });
  const subscriptions = handlers.marketing.subscribeNewsletter(failure ?? { message: 'Subscribed' });
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const user = userEvent.setup();
  await renderLanding(appHost);
  return { user, alert, warn, inquiries, subscriptions };
}

async function openContactModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
  return screen.findByRole('dialog', { name: 'Contact our team' });
}

describe('LandingPage', () => {
  it('has every anchor of docs/product.md, each linked from the header', async () => {
    const { container } = await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    for (const id of SECTIONS) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(`#${id}`);
    }
  });

  it('links Log In and Get Started to sign-in and sign-up on this origin by default', async () => {
    await renderLanding();
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/signin');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });

  it('links to sign-in and sign-up on another app host', async () => {
    await renderLanding('https://app.flourishly.example/');
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', 'https://app.flourishly.example/signin');
    for (const link of screen.getAllByRole('link', { name: /Get Started|Start Free Trial/ })) {
      expect(link).toHaveAttribute('href', 'https://app.flourishly.example/signup');
    }
  });

  it('shows the hero, trusted-by strip and the four stats', async () => {
    await renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Understand your child');
    expect(screen.getByRole('button', { name: 'Book a Demo' })).toBeInTheDocument();
    expect(screen.getByText('Greenfield Montessori')).toBeInTheDocument();
    for (const [value, label] of [
      ['50,000+', 'Children supported'],
      ['12,000+', 'Learning paths created'],
      ['98%', 'Parent satisfaction'],
      ['85%', 'Improvement in tracked skills'],
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('has how it works in four steps, the why section, three testimonials, parents, teachers and the closing call', async () => {
    await renderLanding();
    const steps = within(document.getElementById('how-it-works') as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Why parents choose Flourishly' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'For parents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For teachers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Give your child the right support at the right time' })).toBeInTheDocument();
  });

  it('prices the plans as docs/product.md with the plan limits of section 6', async () => {
    await renderLanding();
    const plan = (name: string) => screen.getByRole('article', { name });
    expect(within(plan('Basic')).getByText('₹749')).toBeInTheDocument();
    expect(within(plan('Basic')).getByText('1 child profile')).toBeInTheDocument();
    expect(within(plan('Plus')).getByText('₹1,499')).toBeInTheDocument();
    expect(within(plan('Plus')).getByText('Up to 3 child profiles')).toBeInTheDocument();
    expect(within(plan('Premium')).getByText('₹2,399')).toBeInTheDocument();
    expect(within(plan('Premium')).getByText('Unlimited child profiles')).toBeInTheDocument();
    expect(within(plan('Schools')).getByText('On request')).toBeInTheDocument();
    expect(within(plan('Schools')).getByText('Unlimited child profiles with an admin panel')).toBeInTheDocument();
    expect(screen.getAllByText('per month')).toHaveLength(3);
  });

  it('shows five feature tabs, the first selected, and arrow keys move between them', async () => {
    const user = userEvent.setup();
    await renderLanding();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Assessment Engine',
      'Child Persona',
      'Curriculum Builder',
      'Progress Tracking',
      'Communication Hub',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Assessment Engine' })).toBeInTheDocument();

    await user.click(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Child Persona' })).toHaveTextContent('learning persona');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Communication Hub' })).toBeInTheDocument();
  });

  it('has the footer newsletter box, the legal links and contact details', async () => {
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByLabelText('Email address')).toBeInTheDocument();
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Cookie', '/cookies'],
      ['COPPA Compliance', '/coppa'],
    ]);
    expect(within(footer).getByRole('link', { name: 'hello@flourishly.app' })).toHaveAttribute('href', 'mailto:hello@flourishly.app');
  });

  it("links the why-section claim about children's data to the COPPA Compliance notice", async () => {
    await renderLanding();
    expect(screen.getByText(/our COPPA Compliance notice explains how we protect children's data/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our COPPA Compliance notice' })).toHaveAttribute('href', '/coppa');
  });

  it('does not load the legal notices, which are a module of their own', async () => {
    await renderLanding();
    expect(legalModuleLoaded).not.toHaveBeenCalled();
  });

  it('opens and closes the mobile menu with aria-expanded, closing on Escape and on a link', async () => {
    const user = userEvent.setup();
    await renderLanding();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Sections menu' });
    expect(within(menu).getAllByRole('link')).toHaveLength(6);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('navigation', { name: 'Sections menu' })).getByRole('link', { name: 'Pricing' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Sections menu' })).not.toBeInTheDocument();
  });
});

describe('contact-sales modal', () => {
  it('lists the five topics and shows School/Organization Name for Schools only', async () => {
    const { user } = await setup();
    const dialog = await openContactModal(user);
    const topic = within(dialog).getByLabelText('Topic');
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Schools', 'Basic Plan', 'Plus Plan', 'Premium Plan', 'General Inquiry']);
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Message']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).queryByLabelText('School/Organization Name')).not.toBeInTheDocument();
    await user.selectOptions(topic, 'Schools');
    expect(within(dialog).getByLabelText('School/Organization Name')).toBeInTheDocument();
    await user.selectOptions(topic, 'Premium Plan');
    expect(within(dialog).queryByLabelText('School/Organization Name')).not.toBeInTheDocument();
  });

  it('opens on the Schools topic from the Schools plan', async () => {
    const { user } = await setup();
    await user.click(within(screen.getByRole('article', { name: 'Schools' })).getByRole('button', { name: 'Contact Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact our team' });
    expect(within(dialog).getByLabelText('Topic')).toHaveValue('schools');
    expect(within(dialog).getByLabelText('School/Organization Name')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Topic')).toHaveValue('general-inquiry');
  });

  it('submitting shows the alert, closes the modal and stores the inquiry', async () => {
    const { user, alert, inquiries } = await setup();
    const dialog = await openContactModal(user);
    await user.selectOptions(within(dialog).getByLabelText('Topic'), 'Schools');
    await user.type(within(dialog).getByLabelText('Name'), 'Meera Iyer');
    await user.type(within(dialog).getByLabelText('Email'), 'meera@greenfield.example');
    await user.type(within(dialog).getByLabelText('School/Organization Name'), 'Greenfield Montessori');
    await user.type(within(dialog).getByLabelText('Message'), 'We would like a demo for 120 families.');
    await user.click(within(dialog).getByRole('button', { name: 'Send inquiry' }));

    expect(alert).toHaveBeenCalledWith(INQUIRY_THANK_YOU_MESSAGE);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(inquiries).toHaveLength(1));
    expect(inquiries[0].body).toEqual({
      topic: 'schools',
      name: 'Meera Iyer',
      email: 'meera@greenfield.example',
      phone: '',
      organization: 'Greenfield Montessori',
      message: 'We would like a demo for 120 families.',
    });
  });

  it('shows the alert and closes even when storing fails', async () => {
    const { user, alert, warn } = await setup('', () => HttpResponse.error());
    const dialog = await openContactModal(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Rahul');
    await user.type(within(dialog).getByLabelText('Email'), 'rahul@example.com');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send inquiry' }));
    expect(alert).toHaveBeenCalledWith(INQUIRY_THANK_YOU_MESSAGE);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Inquiry not stored', expect.any(Error)));
  });

  it('shows the alert for an empty form too (the spec has no validation) without sending it', async () => {
    const { user, alert, inquiries, subscriptions } = await setup();
    const dialog = await openContactModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send inquiry' }));
    expect(alert).toHaveBeenCalledWith(INQUIRY_THANK_YOU_MESSAGE);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...inquiries, ...subscriptions]).toEqual([]);
  });
});

describe('newsletter', () => {
  it('subscribes a valid email and thanks the visitor', async () => {
    const { user, subscriptions } = await setup();
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Thanks for subscribing/)).toBeInTheDocument();
    expect(subscriptions.map(({ method, body }) => ({ method, body }))).toEqual([{ method: 'POST', body: { email: 'asha@example.com' } }]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('reports an invalid email without sending it', async () => {
    const { user, inquiries, subscriptions } = await setup();
    await user.type(screen.getByLabelText('Email address'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect([...inquiries, ...subscriptions]).toEqual([]);
  });

  it('still thanks the visitor when storing fails', async () => {
    const { user, warn } = await setup('', () => new HttpResponse('boom', { status: 500 }));
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Thanks for subscribing/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Newsletter sign-up not stored', expect.any(Error));
  });
});

describe('opening the page on an anchor', () => {
  it('scrolls to the anchor the page was opened on once the sections exist', async () => {
    window.history.replaceState(null, '', '/#pricing');
    // Record which element scrolled; asserting inside the mock could be swallowed by React.
    const scrolledIds: string[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledIds.push(this.id);
    });
    await renderLanding();
    await waitFor(() => expect(scrolledIds).toEqual(['pricing']));
    window.history.replaceState(null, '', '/');
  });
});
