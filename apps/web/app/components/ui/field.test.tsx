import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Field, FilterSelect, Input, SearchBox, Select, SelectOptions, Textarea } from './field';

describe('Field', () => {
  it('ties its label to the control and marks it required', () => {
    render(
      <Field id="title" label="Title" required>
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText(/Title/);
    expect(input.id).toBe('title');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('links the hint while there is no error, then announces and links the error', () => {
    const { rerender } = render(
      <Field id="slug" label="Slug" hint="Lower case, no spaces">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Slug' });
    expect(input.getAttribute('aria-describedby')).toBe('slug-hint');
    expect(document.getElementById('slug-hint')?.textContent).toBe('Lower case, no spaces');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <Field id="slug" label="Slug" hint="Lower case, no spaces" error="Slug is required">
        <Input />
      </Field>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Slug is required');
    expect(alert.id).toBe('slug-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('slug-error');
    expect(screen.queryByText('Lower case, no spaces')).toBeNull();
  });

  it('keeps a hint above the control with the error', () => {
    render(
      <Field id="goal" label="Goal" hint="What should the AI produce?" hintPlacement="above" error="Goal is required">
        <Textarea />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Goal' });
    expect(box.getAttribute('aria-describedby')).toBe('goal-hint goal-error');
  });

  it('lets a control override what the Field gives it', () => {
    render(
      <Field id="a" label="A" error="Wrong">
        <Input aria-describedby="elsewhere" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'A' }).getAttribute('aria-describedby')).toBe('elsewhere');
  });

  it("works with react-hook-form's register (the ref reaches the element)", async () => {
    const onSubmit = vi.fn();
    function Demo() {
      const { register, handleSubmit } = useForm({ defaultValues: { name: '', level: 'b', notes: '' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Field id="name" label="Name">
            <Input {...register('name')} />
          </Field>
          <Field id="level" label="Level">
            <Select {...register('level')}>
              <SelectOptions values={['a', 'b']} label={(v) => v.toUpperCase()} />
            </Select>
          </Field>
          <Field id="notes" label="Notes">
            <Textarea {...register('notes')} />
          </Field>
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Demo />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'hi');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ada', level: 'a', notes: 'hi' });
  });
});

describe('filter bar controls', () => {
  it('FilterSelect offers the all choice and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Category" value="" onChange={onChange} all="All categories" options={['x', 'y']} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select.className).not.toContain('w-full');
    expect(screen.getByRole('option', { name: 'All categories' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'y');
    expect(onChange).toHaveBeenCalledWith('y');
  });

  it('SearchBox is a named searchbox', async () => {
    const onChange = vi.fn();
    render(<SearchBox label="Search prompts" value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search prompts' });
    expect(box.getAttribute('placeholder')).toBe('Search prompts...');
    await userEvent.type(box, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('a compact Input is sized to its content', () => {
    render(<Input aria-label="Min" compact />);
    expect(screen.getByRole('textbox', { name: 'Min' }).className).not.toContain('w-full');
  });
});

describe('SearchBox before its code runs', () => {
  it('takes up what was typed into the prerendered box before the page hydrated it', async () => {
    const onChange = vi.fn();
    const box = <SearchBox label="Search prompts" value="" onChange={onChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    // The visitor types before the code runs.
    container.querySelector('input')!.value = 'co';
    await act(async () => {
      hydrateRoot(container, box);
    });
    expect(onChange).toHaveBeenCalledWith('co');
    container.remove();
  });
});
