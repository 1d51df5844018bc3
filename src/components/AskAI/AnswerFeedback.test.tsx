// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, useFakeAssistant } from './__fixtures__/screen';
import { REASON_MAX_LENGTH, THANKS } from './AnswerFeedback';

const assistant = useFakeAssistant();

async function answered() {
  const screenProps = renderScreen({ question: 'q' });
  const article = await screen.findByRole('article', { name: 'q' });
  await within(article).findByRole('button', { name: 'Like' });
  return { ...screenProps, article };
}

describe('after a vote', () => {
  it('thanks in the site’s small paragraph, with the focus on it; Copy stays', async () => {
    const { article, user } = await answered();
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    const thanks = (await within(article).findByText(THANKS)).closest('p');
    expect(thanks).toHaveClass('ams-paragraph', 'ams-paragraph--small');
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveFocus();
    expect(within(article).getByRole('button', { name: 'Copy answer' })).toBeInTheDocument();
  });
});

describe('Dislike asks why, never requires it', () => {
  it('opens a short field for the reason, which is sent with the vote', async () => {
    const { article, user } = await answered();
    const dislike = within(article).getByRole('button', { name: 'Dislike' });
    await user.click(dislike);
    expect(dislike).toHaveAttribute('aria-expanded', 'true');
    const reason = within(article).getByRole('textbox', { name: /What was wrong with this answer\?/ });
    expect(reason).toHaveFocus();
    expect(dislike).toHaveAttribute('aria-controls', reason.closest('form')!.id);
    expect(assistant().to('/chat/feedback')).toHaveLength(0); // not before Send
    await user.keyboard('It quotes the wrong page');
    await user.keyboard('{Tab}{Enter}');
    expect(await within(article).findByText(THANKS)).toBeInTheDocument();
    expect(
      assistant()
        .to('/chat/feedback')
        .map((r) => r.body),
    ).toEqual([{ appId: 'developers', messageId: 'answer-1', thumbs: 0, reason: 'It quotes the wrong page' }]);
  });

  it('without a reason: the dislike alone', async () => {
    const { article, user } = await answered();
    await user.click(within(article).getByRole('button', { name: 'Dislike' }));
    await user.click(within(article).getByRole('button', { name: 'Send dislike' }));
    expect(await within(article).findByText(THANKS)).toBeInTheDocument();
    expect(
      assistant()
        .to('/chat/feedback')
        .map((r) => r.body),
    ).toEqual([{ appId: 'developers', messageId: 'answer-1', thumbs: 0 }]);
  });

  it('Dislike again closes the field; Like still works', async () => {
    const { article, user } = await answered();
    const dislike = within(article).getByRole('button', { name: 'Dislike' });
    await user.click(dislike);
    await user.click(dislike);
    expect(dislike).toHaveAttribute('aria-expanded', 'false');
    expect(within(article).queryByRole('textbox')).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    expect(await within(article).findByText(THANKS)).toBeInTheDocument();
    expect(assistant().to('/chat/feedback')[0].body).toMatchObject({ thumbs: 1 });
  });

  it(`the reason is at most ${REASON_MAX_LENGTH} characters, the assistant's limit, and says so`, async () => {
    const { article, user } = await answered();
    await user.click(within(article).getByRole('button', { name: 'Dislike' }));
    const reason = within(article).getByRole('textbox');
    expect(reason).toHaveAttribute('maxlength', String(REASON_MAX_LENGTH));
    expect(reason).toHaveAccessibleDescription(new RegExp(`^At most ${REASON_MAX_LENGTH} characters`));
  });
});
