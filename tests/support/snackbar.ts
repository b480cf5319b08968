// Stands in for lib/ui/snackbar in component tests, where nothing mounts the toaster: every
// message is a spy to assert on. Use it as
// vi.mock('@/lib/ui/snackbar', () => import('@/tests/support/snackbar'));

export const snackbar = {
  show: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
  warning: vi.fn(),
  dismiss: vi.fn(),
};
