import { Link } from 'react-router';
import { dismissToast, useToasts } from '@/lib/toast-store';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastIcon,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

/** Renders the app-wide toast queue; mounted once inside the router (an action is a router link). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open, action }) => (
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
            {action && (
              <ToastAction asChild altText={action.label}>
                <Link to={action.to}>{action.label}</Link>
              </ToastAction>
            )}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
