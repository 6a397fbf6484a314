import { fireEvent, render, screen, within } from '@testing-library/react';
import { Card, CardGrid } from './Card';

const labels = { noCaption: 'No caption', age: (age: number) => `${age} years` };

describe('member card', () => {
  it('shows photo 1 lazily, at a fixed size so the grid does not jump', () => {
    const { container } = render(
      <Card id={4} name="Malee" age={29} imageUrl="/photos/abc/card" labels={labels} />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/photos/abc/card');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('480');
    expect(image?.getAttribute('height')).toBe('480');
  });

  it('shows a silhouette by gender without a photo, named for screen readers', () => {
    const { container } = render(
      <Card
        id={4}
        name="Malee"
        imageUrl={null}
        gender="F"
        labels={{ ...labels, noPhoto: 'No photo' }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'No photo' });
    expect(placeholder.getAttribute('data-silhouette')).toBe('woman');
    expect(placeholder.querySelector('svg path')).not.toBeNull();
  });

  it("shows a man's silhouette for a man, a neutral one without a gender", () => {
    const { container, rerender } = render(<Card id={4} name="Ola" gender="M" labels={labels} />);
    const placeholder = () => container.querySelector('.ui-card__image--empty');
    expect(placeholder()?.getAttribute('data-silhouette')).toBe('man');
    // Without a label it is decorative: the card's name says who it is.
    expect(placeholder()?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Card id={4} name="Ola" labels={labels} />);
    expect(placeholder()?.getAttribute('data-silhouette')).toBe('neutral');
  });

  it('shows an empty box when the photo cannot be loaded', () => {
    const { container } = render(
      <Card id={4} name="Malee" imageUrl="/photos/gone/card" labels={labels} />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.ui-card__image--empty')).not.toBeNull();
  });

  it("says 'No caption' for a caption of spaces", () => {
    render(<Card id={4} name="Malee" caption="   " labels={labels} />);
    expect(screen.getByText('No caption')).toBeTruthy();
  });
});

describe('card grid', () => {
  it('is a named list with one item per card', () => {
    render(
      <CardGrid emptyText="No results found" label="New members">
        {[5, 6, 7].map((id) => (
          <Card key={id} id={id} name={`Member ${id}`} labels={labels} />
        ))}
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'New members' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/profile?id=5',
      '/profile?id=6',
      '/profile?id=7',
    ]);
  });

  it('shows its loading label while loading', () => {
    render(<CardGrid emptyText="No results found" loading loadingText="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('No results found')).toBeNull();
  });
});
