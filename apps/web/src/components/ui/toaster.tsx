import { dismissToast, useToasts } from '@/lib/toast-store';
import { Toast, ToastClose, ToastDescription, ToastIcon, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the app-wide toast queue; mounted once at the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          {...(duration === undefined ? {} : { duration })}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <ToastIcon variant={variant} />
          <div className="grid min-w-0 gap-0.5">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
