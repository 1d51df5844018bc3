import { describe, expect, it } from 'vitest';
import { askedElsewhere } from './elsewhere';

describe('a question about a subject the City answers elsewhere', () => {
  it('is told by its subject: leave, pay, equipment, the workplace, social events, services to residents', () => {
    for (const question of [
      'how many leave hours do I have left this year?',
      'hoeveel verlofuren heb ik nog over dit jaar?',
      'Hoe vraag ik ouderschapsverlof aan bij de gemeente?',
      'what is the hourly rate the city pays external contractors',
      'salary scale for a senior developer?',
      'how do i request a new laptop from IT? mine is painfully slow',
      'welke laptop krijg ik als nieuwe medewerker?',
      "what's the phone number of the IT servicedesk?",
      'what are the opening hours of the city office?',
      'is there a budget for a team outing this year',
      'When is the end-of-year party for the software department?',
      'how do I apply for a parking permit as a resident',
      'hoe vraag ik een parkeervergunning aan als bewoner',
      'how do I report a broken streetlight in my street?',
      'how do I get a new passport?',
      'how do I book a meeting room in the stadhuis?',
      "what's the wifi password at the office?",
      'hoe declareer ik mijn reiskosten?',
      'mag ik op vrijdag thuiswerken?',
      "who's on call this weekend for production incidents?",
      'can I get a second monitor for working from home?',
      'wanneer wordt het grofvuil opgehaald in mijn straat?',
      'who is the current mayor of amsterdam?',
      "what's the weather in Amsterdam tomorrow?",
    ])
      expect(askedElsewhere(question), question).toBe(true);
  });

  it('is not told by the same words as a circumstance of a question the standards may answer', () => {
    for (const question of [
      'whole team is on holiday and I need to merge a hotfix, can an admin bypass branch protection?',
      'we want to build a mobile app for the parking team, a standalone app in flutter. thoughts?',
      'We are building a permit application frontend and want a few end-to-end tests',
      'can I put the local dev database password in the readme? it is only for docker on your laptop',
      'playwright screenshot diffs fail on CI but pass on my laptop',
      'kan ik vanaf mijn laptop testmails via de relay sturen?',
      'how do I get the tests to run on my laptop?',
      'may we load third-party scripts from a CDN?',
      'which claims does the relying party check?',
      'can we use passport.js for the login in our nest app?',
      'how does garbage collection work in the JVM',
      'how do we monitor our app in production?',
      'should the README show a build badge?',
      'which status code when the token has expired?',
    ])
      expect(askedElsewhere(question), question).toBe(false);
  });
});
