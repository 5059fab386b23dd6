import { Button } from '../../../components/ui/button';
import { StatTiles } from '../../../components/page-hero';
import { HeaderCells } from '../../../components/ui/table';
import { RECENT_RESULTS_SHOWN, type QuizHistory } from '../lib/quiz-history';
import { QUIZ_TEXTS } from '../lib/quiz-texts';

export function QuizHistoryView({
  history,
  onTakeQuiz,
  onClose,
}: {
  history: QuizHistory;
  onTakeQuiz: () => void;
  onClose: () => void;
}) {
  if (history.completed.length === 0) {
    return (
      <div className="py-10 text-center">
        <h3 className="text-xl font-bold text-slate-900">{QUIZ_TEXTS.historyEmpty}</h3>
        <p className="mt-2 text-slate-600">Your results will appear here after your first quiz.</p>
        <Button tone="primary" size="lg" onClick={onTakeQuiz} className="mt-6">
          Take a Quiz Now
        </Button>
      </div>
    );
  }
  const stats = [
    { label: 'Quizzes completed', value: String(history.completed.length) },
    { label: 'Best score', value: `${history.bestScore}%` },
    { label: 'Average score', value: `${history.avgScore}%` },
  ];
  return (
    <div>
      <div className="flex items-center justify-between">
        <h3 className="text-xl font-bold text-slate-900">Quiz History</h3>
        <Button tone="link" size="inline" onClick={onClose}>
          Back to quiz
        </Button>
      </div>
      <StatTiles tiles={stats} look="compact" />
      <h4 className="mt-8 font-bold text-slate-900">Recent results</h4>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <HeaderCells titles={['Date', 'Score', 'Percent', 'Grade']} className="py-2" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {history.completed.slice(0, RECENT_RESULTS_SHOWN).map((r) => (
            <tr key={r.completedAt}>
              <td className="py-2">{new Date(r.completedAt).toLocaleString()}</td>
              <td>
                {r.score}/{r.total}
              </td>
              <td>{r.percentage}%</td>
              <td className="font-semibold">{r.grade}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
