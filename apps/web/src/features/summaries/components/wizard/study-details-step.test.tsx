import { EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS } from '@revisely/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StudyDetailsStep, type StudyDetails } from './study-details-step';

function Harness({ onChange }: { onChange?: (details: StudyDetails) => void }) {
  const [details, setDetails] = useState<StudyDetails>({ subject: '', qualification: '', topic: '', examBoard: '' });
  return (
    <StudyDetailsStep
      details={details}
      onChange={(next) => {
        onChange?.(next);
        setDetails(next);
      }}
      onContinue={() => {}}
      showErrors={false}
    />
  );
}

async function optionsOf(name: RegExp | string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  return options.map((o) => o.textContent);
}

describe('StudyDetailsStep', () => {
  it('offers the one qualification list every screen shares (ADR 0026)', async () => {
    render(<Harness />);
    expect(await optionsOf(/Qualification/)).toEqual(QUALIFICATION_OPTIONS.map((o) => o.label));
  });

  it('offers the shared exam-board list, and a separate Clear empties the optional choice', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: /Exam board/ });
    expect(trigger).toHaveTextContent('Choose an exam board');
    expect(screen.queryByRole('button', { name: 'Clear exam board' })).not.toBeInTheDocument();

    expect(await optionsOf(/Exam board/)).toEqual(EXAM_BOARD_OPTIONS.map((o) => o.label));
    await userEvent.click(screen.getByRole('option', { name: 'Cambridge International' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ examBoard: 'CIE' }));
    expect(trigger).toHaveTextContent('Cambridge International');

    await userEvent.click(screen.getByRole('button', { name: 'Clear exam board' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ examBoard: '' }));
    expect(trigger).toHaveTextContent('Choose an exam board');
  });

  it('reports each keystroke, hands an incomplete Continue to the wizard and marks only the empty fields', async () => {
    const onChange = vi.fn();
    const onContinue = vi.fn();
    const empty: StudyDetails = { subject: '', qualification: '', topic: '', examBoard: '' };
    const { rerender } = render(
      <StudyDetailsStep details={empty} onChange={onChange} onContinue={onContinue} showErrors={false} />,
    );
    await userEvent.type(screen.getByLabelText(/Subject/), 'Bio');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, subject: 'Bio' });

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    expect(onContinue).toHaveBeenCalledTimes(1);
    // The wizard shows the toast; focus is not pulled into a field.
    expect(continueButton).toHaveFocus();

    rerender(
      <StudyDetailsStep
        details={{ ...empty, subject: 'Bio' }}
        onChange={onChange}
        onContinue={onContinue}
        showErrors
      />,
    );
    expect(screen.getByLabelText(/Subject/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Topic/)).toHaveAttribute('aria-invalid', 'true');

    // A wizard-side reset (a discarded draft) empties the form.
    rerender(<StudyDetailsStep details={empty} onChange={onChange} onContinue={onContinue} showErrors={false} />);
    expect(await screen.findByLabelText(/Subject/)).toHaveValue('');
  });
});
