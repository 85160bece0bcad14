import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Drinks({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="gin" onValueChange={onValueChange}>
      <TabsList aria-label="Drinks">
        <TabsTrigger value="gin">Gin</TabsTrigger>
        <TabsTrigger value="rum" disabled>
          Rum
        </TabsTrigger>
        <TabsTrigger value="sake">Sake</TabsTrigger>
      </TabsList>
      <TabsContent value="gin">Juniper first</TabsContent>
      <TabsContent value="rum">From cane</TabsContent>
      <TabsContent value="sake">From rice</TabsContent>
    </Tabs>
  );
}

function ChosenByCaller() {
  const [value, setValue] = useState('sake');
  return (
    <>
      <p>chosen: {value}</p>
      <Tabs value={value} onValueChange={setValue}>
        <TabsList>
          <TabsTrigger value="gin">Gin</TabsTrigger>
          <TabsTrigger value="sake">Sake</TabsTrigger>
        </TabsList>
        <TabsContent value="gin">Juniper first</TabsContent>
        <TabsContent value="sake">From rice</TabsContent>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('shows the selected tab’s panel only, labelled by its tab, with only that tab in the Tab order', () => {
    render(<Drinks />);
    const gin = screen.getByRole('tab', { name: 'Gin' });
    expect(gin.getAttribute('aria-selected')).toBe('true');
    expect(gin.getAttribute('data-state')).toBe('active');
    expect(gin.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Sake' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Gin' });
    expect(panel.textContent).toBe('Juniper first');
    expect(gin.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('From rice')).toBeNull();
  });

  it('selects a tab on click and says so once', async () => {
    const changes: string[] = [];
    render(<Drinks onValueChange={(value) => changes.push(value)} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sake' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Sake' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('From rice');
    expect(changes).toEqual(['sake']);
  });

  it('moves with the arrow keys, Home and End, skipping disabled tabs and wrapping around', async () => {
    render(<Drinks />);
    await userEvent.click(screen.getByRole('tab', { name: 'Gin' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sake' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('From rice');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Juniper first');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('From rice');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gin' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('From rice');
  });

  it('follows the caller’s value when the caller keeps it', async () => {
    render(<ChosenByCaller />);
    expect(screen.getByRole('tabpanel').textContent).toBe('From rice');
    await userEvent.click(screen.getByRole('tab', { name: 'Gin' }));
    expect(screen.getByText('chosen: gin')).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Juniper first');
  });
});
