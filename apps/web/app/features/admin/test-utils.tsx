import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithQuery } from '../../../test/api-stub';
import { ToastProvider } from '../../components/ui/toast';

/** Renders an admin piece as the console does: a query client and the console's toasts. */
export const renderAdmin = (ui: ReactElement) => renderWithQuery(<ToastProvider>{ui}</ToastProvider>);

/** The control of a label, with or without its required mark ('Title', 'Title *'). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)) as HTMLInputElement;
