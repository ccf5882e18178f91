import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast-store';
import { ImagePicker, type ImagePickerVariant } from './image-picker';

function Harness({
  variant = 'full',
  onChange,
}: {
  variant?: ImagePickerVariant;
  onChange?: (file: File | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <ImagePicker
        value={file}
        variant={variant}
        onChange={(next) => {
          onChange?.(next);
          setFile(next);
        }}
      />
      <Toaster />
    </>
  );
}

function browseInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('[data-testid="image-picker-browse-input"]');
  if (!input) throw new Error('no browse input');
  return input;
}

// jsdom has no object URLs; the preview only needs a stable one.
const originalUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  dismissToast();
  URL.createObjectURL = originalUrl.create;
  URL.revokeObjectURL = originalUrl.revoke;
});

describe('ImagePicker', () => {
  it('accepts a PNG and previews its name, size and type, then removes it', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const png = new File([new Uint8Array(2048)], 'notes.png', { type: 'image/png' });
    await userEvent.upload(browseInput(container), png);

    expect(onChange).toHaveBeenCalledWith(png);
    expect(screen.getByTestId('image-picker-file-name')).toHaveTextContent('notes.png');
    expect(screen.getByTestId('image-picker-file-meta')).toHaveTextContent('2.0 KB · PNG');
    expect(screen.getByRole('img', { name: 'Preview of notes.png' })).toHaveAttribute('src', 'blob:preview');

    await userEvent.click(screen.getByRole('button', { name: 'Remove image notes.png' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: /Browse/ })).toBeInTheDocument();
  });

  it('rejects a HEIC photo with the iPhone message and keeps no file', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const heic = new File([new Uint8Array(10)], 'IMG_1234.HEIC', { type: 'image/heic' });
    // The input's accept list would make user-event drop the file; the check must hold regardless.
    fireEvent.change(browseInput(container), { target: { files: [heic] } });

    expect(await screen.findByText('iPhone Photo Format Detected')).toBeInTheDocument();
    expect(screen.getByText(/Most Compatible/, { selector: 'div' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('rejects a file over 15MB', async () => {
    const { container } = render(<Harness />);
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 15_728_641 });
    fireEvent.change(browseInput(container), { target: { files: [big] } });
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Image must be smaller than 15MB...')).toBeInTheDocument();
  });

  it("says 'No Image Found' when a drop holds no image, and takes an image from a drop", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const zone = screen.getByRole('group', { name: 'Notes image' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(zone, { dataTransfer: { files: [text] } });
    expect(await screen.findByText('No Image Found')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    const webp = new File(['x'], 'page.webp', { type: 'image/webp' });
    fireEvent.drop(zone, { dataTransfer: { files: [text, webp] } });
    expect(onChange).toHaveBeenCalledWith(webp);
  });

  it('offers a rear-camera input', () => {
    const { container } = render(<Harness variant="compact" />);
    const camera = container.querySelector('[data-testid="image-picker-camera-input"]');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByRole('button', { name: 'Camera' })).toBeInTheDocument();
    expect(screen.getByText('Add an image')).toBeInTheDocument();
  });
});
