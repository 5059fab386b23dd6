/** 'beginner' → 'Beginner'. */
export const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** 'stage2' → 'Stage 2'. */
export const lessonStageLabel = (stage: string) => capitalise(stage.replace(/(\d+)$/, ' $1'));
