/** What an admin figure, part or chart shows: its data, why it failed, and how to ask again. */
export interface Loaded<Data> {
  data: Data | undefined;
  error: { message: string } | undefined;
  reload: () => void;
}
