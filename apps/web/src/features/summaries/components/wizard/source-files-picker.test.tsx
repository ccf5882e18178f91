import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { SourceFile } from '@/features/summaries/lib/wizard-pages';
import { dismissToast } from '@/lib/toast-store';
import { SourceFilesPicker } from './source-files-picker';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const photo = (name: string) => new File([PNG], name, { type: 'image/png' });

function Harness({ onPaste = () => {} }: { onPaste?: () => void }) {
  const [files, setFiles] = useState<SourceFile[]>([]);
  return (
    <>
      <SourceFilesPicker files={files} onChange={setFiles} onPaste={onPaste} />
      <Toaster />
    </>
  );
}

const names = () => screen.queryAllByTestId('image-picker-file-name').map((el) => el.textContent);
const browse = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('[data-testid="image-picker-browse-input"]')!;

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('SourceFilesPicker', () => {
  it('takes several photos at once, in order, and lets them be reordered and removed', async () => {
    const { container } = render(<Harness />);
    expect(browse(container)).toHaveAttribute('multiple');
    expect(container.querySelector('[data-testid="image-picker-camera-input"]')).toHaveAttribute(
      'capture',
      'environment',
    );
    await userEvent.upload(browse(container), [photo('one.png'), photo('two.png'), photo('three.png')]);
    await vi.waitFor(() => expect(names()).toEqual(['one.png', 'two.png', 'three.png']));
    expect(screen.getByTestId('photo-count')).toHaveTextContent('3 of 10 photos');
    expect(screen.getByRole('button', { name: 'Move one.png up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move three.png up' }));
    expect(names()).toEqual(['one.png', 'three.png', 'two.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Move one.png down' }));
    expect(names()).toEqual(['three.png', 'one.png', 'two.png']);
    const rows = within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Page 1');
    expect(screen.getByRole('status')).toHaveTextContent('one.png moved to position 2 of 3.');

    await userEvent.click(screen.getByRole('button', { name: 'Remove image one.png' }));
    expect(names()).toEqual(['three.png', 'two.png']);
  });

  it('refuses an 11th photo with a clear message, keeping the ten', async () => {
    const { container } = render(<Harness />);
    await userEvent.upload(
      browse(container),
      Array.from({ length: 11 }, (_, i) => photo(`page-${i + 1}.png`)),
    );
    expect(await screen.findByText('Too Many Photos')).toBeInTheDocument();
    expect(screen.getByText(/A summary can have at most 10 photos/)).toBeInTheDocument();
    expect(names()).toHaveLength(10);
  });

  it('refuses random bytes named .jpg as an unsupported file', async () => {
    const { container } = render(<Harness />);
    const random = new Uint8Array(Array.from({ length: 256 }, (_, i) => (i * 31 + 7) % 256));
    await userEvent.upload(browse(container), new File([random], 'holiday.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Unsupported File Type')).toBeInTheDocument();
    expect(names()).toEqual([]);
  });

  it('offers Paste text instead', async () => {
    const onPaste = vi.fn();
    render(<Harness onPaste={onPaste} />);
    await userEvent.click(screen.getByRole('button', { name: 'Paste text instead' }));
    expect(onPaste).toHaveBeenCalledOnce();
  });
});
