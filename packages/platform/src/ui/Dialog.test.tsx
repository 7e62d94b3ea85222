import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Dialog } from './Dialog';

/** A page with an opener button and a controlled dialog, as our screens use it (no Radix Trigger). */
function Page({ description, autoFocusInside = false }: { description?: string; autoFocusInside?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Settings" description={description}>
        <button type="button" onClick={() => setOpen(false)} autoFocus={autoFocusInside}>
          Cancel
        </button>
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('gives focus back to the opener when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to the opener when closed with the close button or an action inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('remembers the opener even when a control inside takes the focus at once (autoFocus)', async () => {
    const user = userEvent.setup();
    render(<Page autoFocusInside />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back when it was mounted already open (a dialog loaded on demand)', async () => {
    const user = userEvent.setup();
    function LazyPage() {
      const [open, setOpen] = useState<boolean | null>(null);
      return (
        <ThemeProvider theme={theme}>
          <button type="button" onClick={() => setOpen(true)}>
            Book a demo
          </button>
          {open === null ? null : (
            <Dialog open={open} onOpenChange={setOpen} title="Contact">
              <p>Form</p>
            </Dialog>
          )}
        </ThemeProvider>
      );
    }
    render(<LazyPage />);
    const opener = screen.getByRole('button', { name: 'Book a demo' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Contact' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back when closing also unmounts it (rendered only while open)', async () => {
    const user = userEvent.setup();
    function MountedWhileOpen() {
      const [open, setOpen] = useState(false);
      return (
        <ThemeProvider theme={theme}>
          <button type="button" onClick={() => setOpen(true)}>
            Add child
          </button>
          {open ? (
            <Dialog open={open} onOpenChange={setOpen} title="Add Child Profile">
              <p>Wizard</p>
            </Dialog>
          ) : null}
        </ThemeProvider>
      );
    }
    render(<MountedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Add child' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Add Child Profile' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('falls back to the document when the opener is gone', async () => {
    const user = userEvent.setup();
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <ThemeProvider theme={theme}>
          {open ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Delete
            </button>
          )}
          <Dialog open={open} onOpenChange={setOpen} title="Deleted">
            <p>Gone</p>
          </Dialog>
        </ThemeProvider>
      );
    }
    render(<Vanishing />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Deleted' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing to return to: focus rests on the document, not on a removed element.
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveFocus();
  });

  it('is described by its description, and by nothing when it has none', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page description="Change how Flourishly works for you." />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Change how Flourishly works for you.');
    unmount();

    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await screen.findByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });
});
