declare const process: { env: Record<string, string | undefined> };

// The test setup loads the Radix half for every other file; here a fresh module registry stands
// for a page where no dialog has opened yet (React, Testing Library and the dialog all from it).
describe('dialogs loaded on demand', () => {
  it('render nothing while closed, a busy box while Radix loads (Escape closes it), then the Radix dialog', async () => {
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    await jest.isolateModulesAsync(async () => {
      const rtl = await import('@testing-library/react');
      const { Dialog } = await import('./dialog');
      try {
        const onOpenChange = jest.fn();
        const view = rtl.render(
          <Dialog open={false} onOpenChange={onOpenChange} title="Subscribed" closeLabel="Close">
            <p>Thank you.</p>
          </Dialog>,
        );
        expect(rtl.screen.queryByRole('dialog')).toBeNull();
        view.rerender(
          <Dialog open onOpenChange={onOpenChange} title="Subscribed" closeLabel="Close">
            <p>Thank you.</p>
          </Dialog>,
        );
        const busy = rtl.screen.getByRole('dialog');
        expect(busy).toHaveAttribute('aria-busy', 'true');
        expect(busy).toHaveTextContent('Subscribed');
        expect(rtl.screen.queryByText('Thank you.')).toBeNull();
        rtl.fireEvent.keyDown(document, { key: 'Escape' });
        expect(onOpenChange).toHaveBeenCalledWith(false);
        const loaded = await rtl.screen.findByRole('dialog', { name: 'Subscribed' });
        expect(loaded).not.toHaveAttribute('aria-busy');
        expect(loaded).toHaveTextContent('Thank you.');
        expect(rtl.screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      } finally {
        rtl.cleanup();
      }
    });
  });
});
