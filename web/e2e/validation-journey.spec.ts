import { expect, test, type Page } from '@playwright/test';

import { newMember } from './support/members';

const problem = {
  'What problem are you solving': 'Kirana owners in Pune lose track of the credit they give regular customers.',
  'How do people cope with it today': 'A paper khata and reminders on WhatsApp, which customers ignore.',
  'What does the problem cost them': 'About ₹4,000 a month of dues per shop never come back.',
  'What evidence do you have': 'Forty owners interviewed; thirty-one keep a khata and want reminders sent for them.',
};

const stepButton = (page: Page, step: number) => page.getByRole('navigation', { name: 'Validation steps' }).getByRole('button', { name: new RegExp(`^Step ${step}:`) });
const score = (page: Page) => page.getByRole('progressbar', { name: 'Validation score' });

/**
 * /idea-validation against the real server (issue 14): a new member answers the four questions of
 * the first step, which saves as they type and turns ready, completes it, and finds the status,
 * the score and the answers again after a reload; text typed just before moving on is saved too.
 */
test('fill a validation step to ready and complete it', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const { page } = member;

  try {
    await test.step('a new member starts at step 1 with nothing answered', async () => {
      await page.goto('/idea-validation');
      await expect(page.getByRole('heading', { level: 1, name: 'Idea Validation Hub' })).toBeVisible();
      await expect(stepButton(page, 1)).toHaveAccessibleName('Step 1: Problem — Not started');
      await expect(stepButton(page, 1)).toHaveAttribute('aria-current', 'step');
      await expect(score(page)).toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByRole('button', { name: 'Complete step' })).toHaveCount(0);
    });

    await test.step('the answers save as the member types, and the step turns ready', async () => {
      const questions = Object.entries(problem);
      for (const [index, [label, answer]] of questions.entries()) {
        await page.getByRole('textbox', { name: new RegExp(label) }).fill(answer);
        if (index === 0) await expect(stepButton(page, 1)).toHaveAccessibleName('Step 1: Problem — In progress');
      }
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(stepButton(page, 1)).toHaveAccessibleName('Step 1: Problem — Ready');
      await expect(score(page)).toHaveAttribute('aria-valuenow', '20');
      const saved = await page.request.get('/api/me/validation');
      const body = (await saved.json()) as { steps: { step: number; answers: string[]; status: string }[]; score: number };
      expect(body.steps[0]).toMatchObject({ step: 1, answers: Object.values(problem), status: 'ready' });
      expect(body.score).toBe(20);
    });

    await test.step('Complete completes it', async () => {
      await page.getByRole('button', { name: 'Complete step' }).click();
      await expect(stepButton(page, 1)).toHaveAccessibleName('Step 1: Problem — Completed');
      await expect(page.getByText(/^Completed on /)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Complete step' })).toHaveCount(0);
    });

    await test.step('text typed just before moving to another step is saved at once', async () => {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Customer' })).toBeVisible();
      await page.getByRole('textbox', { name: /Who is your first customer\?/ }).fill('Kirana owners in tier-2 towns of Maharashtra.');
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(score(page)).toHaveAttribute('aria-valuenow', '25');
    });

    await test.step('status, score and answers hold after a reload', async () => {
      await page.reload();
      await expect(stepButton(page, 1)).toHaveAccessibleName('Step 1: Problem — Completed');
      await expect(stepButton(page, 2)).toHaveAccessibleName('Step 2: Customer — In progress');
      // The first step not completed opens.
      await expect(page.getByRole('heading', { level: 2, name: 'Customer' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Who is your first customer\?/ })).toHaveValue('Kirana owners in tier-2 towns of Maharashtra.');
      await expect(score(page)).toHaveAttribute('aria-valuenow', '25');
      await expect(page.getByText('25%', { exact: true })).toBeVisible();
      await stepButton(page, 1).click();
      await expect(page.getByRole('textbox', { name: /What evidence do you have/ })).toHaveValue(problem['What evidence do you have']);
    });
  } finally {
    await member.context.close();
  }
});
