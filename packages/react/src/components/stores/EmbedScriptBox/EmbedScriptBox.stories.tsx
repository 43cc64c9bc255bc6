import { en } from '@storesearch/sdk/i18n';
import { embedSnippet } from '@storesearch/sdk/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { EmbedScriptBox } from './EmbedScriptBox';

const params = { storeUrl: 'https://northwind-sports.myshopify.com', vendorId: 101, storeId: 201 };

const meta = {
  title: 'Components/EmbedScriptBox',
  component: EmbedScriptBox,
  tags: ['autodocs'],
  args: { params },
} satisfies Meta<typeof EmbedScriptBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's script tag (static: it has no loading, empty or error state of its own). */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedSnippet(params))).toBeVisible();
  },
};

/** Copy puts the script on the clipboard; 'Copied!' shows for 2 s. */
export const Copy: Story = {
  play: async ({ canvas, userEvent }) => {
    let written = '';
    const clipboard = navigator.clipboard;
    const original = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => {
      written = text;
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: en.copy }));
      await expect(await canvas.findByRole('button', { name: en.copied })).toBeVisible();
      await expect(written).toBe(embedSnippet(params));
      // Copied as a shop's page needs it: the parameters joined by a plain &, no HTML entities.
      await expect(written).toBe(
        '<script src="https://cdn.storesearch.io/embed/v1/storesearch.js?storeUrl=https%3A%2F%2Fnorthwind-sports.myshopify.com&vendorId=101&storeId=201" async></script>',
      );
      await waitFor(() => expect(canvas.getByRole('button', { name: en.copy })).toBeVisible());
    } finally {
      clipboard.writeText = original;
    }
  },
};
