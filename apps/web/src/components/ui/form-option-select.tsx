import type { ComponentProps, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from './label';
import { OptionSelect, type Option } from './option-select';
import { RequiredLabel } from './required-label';

type Current = string;

/**
 * An OptionSelect bound to a react-hook-form field. Radix's Select cannot be `register()`ed, so
 * every form needs a Controller around it; this is that wrapper, written once. `options` and
 * `invalid` may depend on the field's current value (e.g. `withCurrent(list, current)`).
 */
export function FormOptionSelect<T extends FieldValues>({
  control,
  name,
  options,
  invalid,
  parse,
  onChanged,
  ...props
}: Omit<ComponentProps<typeof OptionSelect>, 'value' | 'onValueChange' | 'options' | 'invalid'> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly Option[] | ((current: Current) => readonly Option[]);
  invalid?: boolean | ((current: Current) => boolean | undefined);
  /** Turns the chosen option into the field's value (e.g. `''` → `null`). Default: as chosen. */
  parse?: (value: string) => unknown;
  /** Runs after the field has changed (report a draft, clear an error). */
  onChanged?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const current = typeof field.value === 'string' ? field.value : '';
        return (
          <OptionSelect
            {...props}
            value={current}
            onValueChange={(value) => {
              field.onChange(parse ? parse(value) : value);
              onChanged?.(value);
            }}
            options={typeof options === 'function' ? options(current) : options}
            invalid={typeof invalid === 'function' ? invalid(current) : invalid}
          />
        );
      }}
    />
  );
}

/** A labelled FormOptionSelect in the forms' usual field layout; `star` marks a required field. */
export function FormSelectField<T extends FieldValues>({
  label,
  star,
  ...props
}: ComponentProps<typeof FormOptionSelect<T>> & { label: ReactNode; star?: boolean }) {
  const FieldLabel = star ? RequiredLabel : Label;
  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor={props.id}>{label}</FieldLabel>
      <FormOptionSelect {...props} />
    </div>
  );
}
