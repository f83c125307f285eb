// Every word the page shows, in English and in Spanish. The Spanish follows the user's own rule
// texts (shared/seeds): fichas, negras y blancas, casilla, pasar su turno, captura obligatoria,
// empate, partida, jugada.
import type { Color } from '@flank/reversi';
import type { SetupProblem } from '../game/setup.ts';

/** The languages of the page. */
export type Language = 'en' | 'es';

export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** A score with its sign: +4, 0, -2. */
export const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

const en = {
  languageName: 'English',
  title: 'Flank Reversi',
  tagline: 'Play and analyse Reversi',
  color: (color: Color): string => (color === 'black' ? 'Black' : 'White'),
  disc: (color: Color): string => (color === 'black' ? 'black disc' : 'white disc'),
  toMove: (color: Color) => `${color === 'black' ? 'Black' : 'White'} to move`,
  thinking: 'The engine is thinking…',
  plays: (color: Color, square: string) => `${color === 'black' ? 'Black' : 'White'} plays ${square}`,
  passes: (color: Color, forced: boolean) => `${color === 'black' ? 'Black' : 'White'} ${forced ? 'has no move and passes' : 'passes'}`,
  undone: (count: number) => `${count === 1 ? 'One move' : `${count} moves`} taken back`,
  restored: 'The previous game is back',
  wins: (color: Color, black: number, white: number) => `Game over: ${color === 'black' ? 'Black' : 'White'} wins ${black}–${white}`,
  draw: (discs: number) => `Game over: a draw, ${discs}–${discs}`,
  discsInHand: 'in hand',
  newGame: 'New game',
  undo: 'Undo',
  redo: 'Redo',
  pass: 'Pass',
  pause: 'Pause',
  resume: 'Resume',
  hints: 'Hints',
  solve: 'Solve',
  solving: 'Solving…',
  solveReach: (empties: number) => `Solve opens from ${empties} empty squares`,
  solved: (score: number, color: Color, best: string[]) =>
    score === 0
      ? `Perfect play: a draw (best: ${best.join(', ')})`
      : `Perfect play: ${(score > 0) === (color === 'black') ? 'Black' : 'White'} wins by ${Math.abs(score)} (best: ${best.join(', ')})`,
  notSolved: (seconds: number) => `Not solved within ${seconds} s`,
  settings: 'Settings',
  mode: 'Players',
  modes: { 'human-engine': 'You against the engine', 'human-human': 'Two players', 'engine-engine': 'Engine against engine' },
  yourColor: 'Your colour',
  level: 'Engine level',
  clock: 'Clock',
  clockOff: 'No clock',
  timeControl: (minutes: number, increment: number) => `${minutes} min${increment > 0 ? ` + ${increment} s a move` : ''}`,
  clockLabel: (color: Color, time: string) => `${color === 'black' ? 'Black' : 'White'}’s clock: ${time}`,
  timeUp: (color: Color) => `Time is up: ${color === 'black' ? 'White' : 'Black'} wins, ${color === 'black' ? 'Black' : 'White'}’s clock ran out`,
  style: 'The engine plays',
  styleBest: 'Its best, at the level below',
  styleHuman: (loss: number) => `Like a person who loses about ${loss} discs a game`,
  levelCap: (seconds: number) => `The engine thinks at most ${seconds} s a move, whatever the level`,
  rules: 'Rules',
  ruleSets: { othello: 'Othello (tournament)', reversi: 'Reversi (empty centre, 32 discs each)', 'free-placement': 'Free placement' },
  mustCapture: 'Mandatory capture',
  voluntaryPass: 'Passing allowed',
  book: 'Opening book (the engine varies its openings)',
  sound: 'Sound when a disc is placed',
  bookHint: 'Score from the opening book',
  opening: 'Opening',
  evaluationStatus: {
    light: 'Light evaluation in use',
    loading: 'Light evaluation in use while the neural network downloads…',
    network: 'Neural network evaluation in use',
    failed: 'Light evaluation in use: the neural network could not be downloaded',
  },
  engineThreads: (count: number) => (count === 1 ? 'The engine searches on one thread' : `The engine searches on ${count} threads`),
  theme: 'Colours',
  themes: { auto: 'As the system', light: 'Light', dark: 'Dark' },
  language: 'Language',
  moveList: 'Moves',
  variation: (ply: number) => `Variation from move ${ply}`,
  promoteVariation: 'Make it the main line',
  deleteVariation: 'Delete this variation',
  noMoves: 'No moves yet',
  evaluation: 'Evaluation (black’s view, discs)',
  evaluationLabel: (score: number | undefined, ply: number) =>
    score === undefined ? `After move ${ply}: not evaluated yet` : `After move ${ply}: ${signed(score)} for black`,
  transcript: 'Transcript',
  transcriptFromBoard: 'Transcript (from the loaded board)',
  boardString: 'Board',
  copy: 'Copy',
  copied: 'Copied',
  load: 'Load',
  importLabel: 'Paste a transcript (f5d6c3…), a board string or a GGF game',
  openFile: 'Open a file (GGF, WTHOR .wtb)…',
  recordGames: (count: number, skipped: number) => `${count === 1 ? 'One game' : `${count} games`} in it${skipped > 0 ? ` (${skipped} unreadable, left out)` : ''}: choose one`,
  loadChosen: 'Load this game',
  exportGGF: 'Export GGF',
  exportGGFNote: 'The game as a GGF file, which other Othello programs read',
  exportGGFOthello: 'GGF records othello games only',
  importFailed: 'Could not load it:',
  exportImage: 'Export image',
  exportImageNote: 'The board as shown, as an SVG file',
  engineFailed: 'The engine failed:',
  square: (square: string, contents: string, legal: boolean, hint: { score: number; book: boolean } | undefined) =>
    `${square}, ${contents}${legal ? ', legal move' : ''}${hint === undefined ? '' : `, score ${signed(hint.score)}${hint.book ? ' (opening book)' : ''}`}`,
  empty: 'empty',
  illegal: (square: string) => `${square} is not a legal move here`,
  board: 'Board: type a square and Enter, or use the arrow keys',
  keyboardHelp:
    'Keyboard: type a square (d3) and Enter to play · arrows move the cursor on the board, and elsewhere ← → step through the game · Page Up, Page Down step anywhere · Home, End: start, end · P pass · U undo · R redo · T hints · S solve · V flip the board · N new game',
  settingsButton: 'Settings',
  quizButton: 'Endgame quizzes',
  quiz: 'Endgame quiz',
  quizProgress: (solved: number, total: number) => `${solved} of ${total} solved`,
  quizTask: (color: Color, empties: number) => `${color === 'black' ? 'Black' : 'White'} to move, ${empties} empty squares: find the one move that keeps the best result.`,
  quizSource: (year: number, ply: number) => `From a tournament game of ${year}, after move ${ply}. Every score is proved by the exact solver.`,
  quizRight: (move: string, score: number) => `Right: ${move} is the only move that keeps the best result, ${signed(score)} for the side to move.`,
  quizWrong: (move: string, loss: number, score: number, bestScore: number) =>
    `${move} loses ${loss} disc${loss === 1 ? '' : 's'}: it ends ${signed(score)}, where the best move keeps ${signed(bestScore)}.`,
  quizAnswer: (best: string) => `The answer: ${best}. The squares show every move's exact score.`,
  quizReveal: 'Show the answer',
  quizRetry: 'Try again',
  quizNext: 'Next quiz',
  quizClose: 'Back to the game',
  quizFailed: 'The quizzes could not be loaded:',
  close: 'Close',
  flip: 'Flip',
  flipTitle: 'Turn the board around (V)',
  edit: 'Edit',
  editTitle: 'Set up a position on the board',
  typed: 'Typed',
  navigation: 'Move through the game',
  toStart: 'Start of the game',
  back: 'One move back',
  forward: 'One move forward',
  toEnd: 'End of the game',
  atMove: (ply: number, plies: number) => `Move ${ply} of ${plies}`,
  viewed: (ply: number, plies: number, move: { color: Color; square: string } | null) =>
    move === null ? `The start of the game (${plies} moves)` : `Move ${ply} of ${plies}: ${move.color === 'black' ? 'Black' : 'White'} ${move.square === 'pa' ? 'passed' : `played ${move.square}`}`,
  pastPosition: (ply: number, plies: number) =>
    `You are looking at move ${ply} of ${plies}. A move other than the line's opens a variation here; the line keeps its later moves.`,
  branched: (kept: number) => `A variation opens here: the line it leaves keeps its ${kept === 1 ? 'later move' : `${kept} later moves`}`,
  engineView: 'Engine’s view: evaluation bar and best lines',
  engineLines: 'Engine (black’s view)',
  linesCount: 'Lines',
  analysisDeepening: (level: number) => `level ${level}, deepening…`,
  analysisDone: (level: number) => `level ${level}`,
  lineDepth: (depth: number, exact: boolean, book: boolean) => (book ? 'opening book' : exact ? 'exact' : `depth ${depth}`),
  lineWaiting: 'searching…',
  hintLine: (square: string) => `After ${square}`,
  evaluationBar: (black: number | undefined) => (black === undefined ? 'Evaluation: not known yet' : `Evaluation: ${signed(black)} for black`),
  review: 'Review',
  reviewGame: 'Review the game',
  reviewing: (done: number, total: number) => `Reviewing… ${done} of ${total} moves`,
  cancel: 'Cancel',
  reviewThresholds: (mistake: number, blunder: number) =>
    `Each move is scored against the engine’s best. A mistake loses ${mistake} discs or more; a blunder, ${blunder} or more.`,
  reviewSummary: (color: Color, average: number, mistakes: number, blunders: number) =>
    `${color === 'black' ? 'Black' : 'White'}: ${average.toFixed(1)} discs lost a move on average, ${mistakes === 1 ? '1 mistake' : `${mistakes} mistakes`}${blunders > 0 ? ` (${blunders === 1 ? '1 blunder' : `${blunders} blunders`})` : ''}`,
  reviewLargest: (loss: number, ply: number, move: string, best: string[]) => `Largest: −${loss} at move ${ply}, ${move} (best: ${best.join(', ')})`,
  moveLoss: (loss: number, mark: 'mistake' | 'blunder' | null) => (loss === 0 ? 'best move' : `loses ${loss} disc${loss === 1 ? '' : 's'}${mark ? ` (${mark})` : ''}`),
  notSaving: 'This browser refuses to store anything for this page: the game and the settings will not be kept after it closes.',
  link: 'Link to this game',
  linkOffer: (plies: number) => `This link holds a game (${plies === 1 ? '1 move' : `${plies} moves`}). Open it in place of your game? Undo brings yours back.`,
  openLinked: 'Open the linked game',
  keepGame: 'Keep my game',
  linkFailed: 'The link’s game could not be opened:',
  savedGameUnreadable: 'The saved game could not be read, so a new game starts; the saved one is kept until you play on. The reason:',
  setUp: 'Set up a position',
  setUpTool: 'Place',
  setUpErase: 'Take off',
  setUpBoard: 'The position being set up: click a square to place or take off a disc',
  setUpTurn: 'To move',
  setUpStart: 'Starting position',
  setUpClear: 'Empty board',
  setUpPlay: 'Play from here',
  setupProblem: (problem: SetupProblem): string => {
    switch (problem.kind) {
      case 'centre':
        return 'The four centre squares (d4, e4, d5, e5) must hold discs: the game starts with them, and discs are never taken off.';
      case 'detached':
        return `${problem.square} touches no other disc: under free placement, every disc is placed next to one already on the board.`;
      case 'reversi-start':
        return 'In reversi the first four discs go on the centre squares, black first, in turn; then the centre stays full.';
      case 'over':
        return 'Neither side could move here: the game would already be over.';
    }
  },
};

/** The messages of one language: the shape of the English ones. */
export type Messages = typeof en;

const es: Messages = {
  languageName: 'Español',
  title: 'Flank Reversi',
  tagline: 'Juega y analiza partidas de Reversi',
  color: (color) => (color === 'black' ? 'Negras' : 'Blancas'),
  disc: (color) => (color === 'black' ? 'ficha negra' : 'ficha blanca'),
  toMove: (color) => `Juegan las ${color === 'black' ? 'negras' : 'blancas'}`,
  thinking: 'El motor está pensando…',
  plays: (color, square) => `Las ${color === 'black' ? 'negras' : 'blancas'} juegan ${square}`,
  passes: (color, forced) =>
    `Las ${color === 'black' ? 'negras' : 'blancas'} ${forced ? 'no pueden jugar y pasan su turno' : 'pasan su turno'}`,
  undone: (count) => `${count === 1 ? 'Se deshizo una jugada' : `Se deshicieron ${count} jugadas`}`,
  restored: 'Vuelve la partida anterior',
  wins: (color, black, white) => `Fin de la partida: ganan las ${color === 'black' ? 'negras' : 'blancas'} ${black} a ${white}`,
  draw: (discs) => `Fin de la partida: empate a ${discs}`,
  discsInHand: 'en mano',
  newGame: 'Nueva partida',
  undo: 'Deshacer',
  redo: 'Rehacer',
  pass: 'Pasar turno',
  pause: 'Pausa',
  resume: 'Continuar',
  hints: 'Pistas',
  solve: 'Resolver',
  solving: 'Resolviendo…',
  solveReach: (empties) => `Resolver se abre con ${empties} casillas libres`,
  solved: (score, color, best) =>
    score === 0
      ? `Con juego perfecto: empate (mejores: ${best.join(', ')})`
      : `Con juego perfecto: ganan las ${(score > 0) === (color === 'black') ? 'negras' : 'blancas'} por ${Math.abs(score)} (mejores: ${best.join(', ')})`,
  notSolved: (seconds) => `Sin resolver en ${seconds} s`,
  settings: 'Ajustes',
  mode: 'Jugadores',
  modes: { 'human-engine': 'Tú contra el motor', 'human-human': 'Dos jugadores', 'engine-engine': 'Motor contra motor' },
  yourColor: 'Tu color',
  level: 'Nivel del motor',
  clock: 'Reloj',
  clockOff: 'Sin reloj',
  timeControl: (minutes, increment) => `${minutes} min${increment > 0 ? ` + ${increment} s por jugada` : ''}`,
  clockLabel: (color, time) => `Reloj de las ${color === 'black' ? 'negras' : 'blancas'}: ${time}`,
  timeUp: (color) => `Se acabó el tiempo: ganan las ${color === 'black' ? 'blancas' : 'negras'}, el reloj de las ${color === 'black' ? 'negras' : 'blancas'} llegó a cero`,
  style: 'El motor juega',
  styleBest: 'Lo mejor que sabe, al nivel de abajo',
  styleHuman: (loss) => `Como una persona que pierde unas ${loss} fichas por partida`,
  levelCap: (seconds) => `El motor piensa como mucho ${seconds} s por jugada, sea cual sea el nivel`,
  rules: 'Reglas',
  ruleSets: { othello: 'Othello (torneo)', reversi: 'Reversi (centro vacío, 32 fichas cada uno)', 'free-placement': 'Colocación libre' },
  mustCapture: 'Captura obligatoria',
  voluntaryPass: 'Autorizar a pasar su turno',
  book: 'Libro de aperturas (el motor varía sus aperturas)',
  sound: 'Sonido al colocar una ficha',
  bookHint: 'Valor del libro de aperturas',
  opening: 'Apertura',
  evaluationStatus: {
    light: 'Evaluación ligera en uso',
    loading: 'Evaluación ligera en uso mientras se descarga la red neuronal…',
    network: 'Evaluación por red neuronal en uso',
    failed: 'Evaluación ligera en uso: no se pudo descargar la red neuronal',
  },
  engineThreads: (count) => (count === 1 ? 'El motor calcula con un hilo' : `El motor calcula con ${count} hilos`),
  theme: 'Colores',
  themes: { auto: 'Como el sistema', light: 'Claros', dark: 'Oscuros' },
  language: 'Idioma',
  moveList: 'Jugadas',
  variation: (ply) => `Variante desde la jugada ${ply}`,
  promoteVariation: 'Convertirla en la línea principal',
  deleteVariation: 'Borrar esta variante',
  noMoves: 'Aún no hay jugadas',
  evaluation: 'Evaluación (para las negras, en fichas)',
  evaluationLabel: (score, ply) =>
    score === undefined ? `Tras la jugada ${ply}: aún sin evaluar` : `Tras la jugada ${ply}: ${signed(score)} para las negras`,
  transcript: 'Lista de jugadas',
  transcriptFromBoard: 'Lista de jugadas (desde el tablero cargado)',
  boardString: 'Tablero',
  copy: 'Copiar',
  copied: 'Copiado',
  load: 'Cargar',
  importLabel: 'Pega una lista de jugadas (f5d6c3…), un tablero o una partida GGF',
  openFile: 'Abrir un archivo (GGF, WTHOR .wtb)…',
  recordGames: (count, skipped) => `${count === 1 ? 'Una partida' : `${count} partidas`}${skipped > 0 ? ` (${skipped} ilegibles, omitidas)` : ''}: elige una`,
  loadChosen: 'Cargar esta partida',
  exportGGF: 'Exportar GGF',
  exportGGFNote: 'La partida en un archivo GGF, que leen otros programas de Othello',
  exportGGFOthello: 'GGF solo registra partidas de othello',
  importFailed: 'No se pudo cargar:',
  exportImage: 'Exportar imagen',
  exportImageNote: 'El tablero tal como se ve, en un archivo SVG',
  engineFailed: 'El motor falló:',
  square: (square, contents, legal, hint) =>
    `${square}, ${contents}${legal ? ', jugada válida' : ''}${hint === undefined ? '' : `, valor ${signed(hint.score)}${hint.book ? ' (libro de aperturas)' : ''}`}`,
  empty: 'vacía',
  illegal: (square) => `${square} no es una jugada válida aquí`,
  board: 'Tablero: escribe una casilla y pulsa Intro, o usa las flechas',
  keyboardHelp:
    'Teclado: escribe una casilla (d3) y pulsa Intro para jugar · las flechas mueven el cursor en el tablero, y fuera de él ← → recorren la partida · Re Pág y Av Pág la recorren desde cualquier sitio · Inicio, Fin: principio, final · P pasar · U deshacer · R rehacer · T pistas · S resolver · V girar el tablero · N nueva partida',
  settingsButton: 'Ajustes',
  quizButton: 'Problemas de final',
  quiz: 'Problema de final',
  quizProgress: (solved, total) => `${solved} de ${total} resueltos`,
  quizTask: (color, empties) => `Juegan las ${color === 'black' ? 'negras' : 'blancas'}, ${empties} casillas libres: encuentra la única jugada que mantiene el mejor resultado.`,
  quizSource: (year, ply) => `De una partida de torneo de ${year}, tras la jugada ${ply}. Cada valor está probado por el resolvedor exacto.`,
  quizRight: (move, score) => `Correcto: ${move} es la única jugada que mantiene el mejor resultado, ${signed(score)} para el que juega.`,
  quizWrong: (move, loss, score, bestScore) =>
    `${move} pierde ${loss} ficha${loss === 1 ? '' : 's'}: termina ${signed(score)}, y la mejor jugada mantiene ${signed(bestScore)}.`,
  quizAnswer: (best) => `La respuesta: ${best}. Las casillas muestran el valor exacto de cada jugada.`,
  quizReveal: 'Ver la respuesta',
  quizRetry: 'Intentar de nuevo',
  quizNext: 'Siguiente problema',
  quizClose: 'Volver a la partida',
  quizFailed: 'No se pudieron cargar los problemas:',
  close: 'Cerrar',
  flip: 'Girar',
  flipTitle: 'Dar la vuelta al tablero (V)',
  edit: 'Editar',
  editTitle: 'Preparar una posición en el tablero',
  typed: 'Escrito',
  navigation: 'Recorrer la partida',
  toStart: 'Principio de la partida',
  back: 'Una jugada atrás',
  forward: 'Una jugada adelante',
  toEnd: 'Final de la partida',
  atMove: (ply, plies) => `Jugada ${ply} de ${plies}`,
  viewed: (ply, plies, move) =>
    move === null
      ? `El principio de la partida (${plies} jugadas)`
      : `Jugada ${ply} de ${plies}: las ${move.color === 'black' ? 'negras' : 'blancas'} ${move.square === 'pa' ? 'pasaron su turno' : `jugaron ${move.square}`}`,
  pastPosition: (ply, plies) =>
    `Estás viendo la jugada ${ply} de ${plies}. Una jugada distinta de la de la línea abre aquí una variante; la línea conserva sus jugadas posteriores.`,
  branched: (kept) => `Se abre una variante aquí: la línea que deja conserva ${kept === 1 ? 'su jugada posterior' : `sus ${kept} jugadas posteriores`}`,
  engineView: 'Vista del motor: barra de evaluación y mejores líneas',
  engineLines: 'Motor (para las negras)',
  linesCount: 'Líneas',
  analysisDeepening: (level) => `nivel ${level}, profundizando…`,
  analysisDone: (level) => `nivel ${level}`,
  lineDepth: (depth, exact, book) => (book ? 'libro de aperturas' : exact ? 'exacto' : `profundidad ${depth}`),
  lineWaiting: 'buscando…',
  hintLine: (square) => `Tras ${square}`,
  evaluationBar: (black) => (black === undefined ? 'Evaluación: aún sin calcular' : `Evaluación: ${signed(black)} para las negras`),
  review: 'Análisis de la partida',
  reviewGame: 'Analizar la partida',
  reviewing: (done, total) => `Analizando… ${done} de ${total} jugadas`,
  cancel: 'Cancelar',
  reviewThresholds: (mistake, blunder) =>
    `Cada jugada se compara con la mejor del motor. Un error pierde ${mistake} fichas o más; un error grave, ${blunder} o más.`,
  reviewSummary: (color, average, mistakes, blunders) =>
    `${color === 'black' ? 'Negras' : 'Blancas'}: ${average.toFixed(1).replace('.', ',')} fichas perdidas por jugada de media, ${mistakes === 1 ? '1 error' : `${mistakes} errores`}${blunders > 0 ? ` (${blunders === 1 ? '1 grave' : `${blunders} graves`})` : ''}`,
  reviewLargest: (loss, ply, move, best) => `El mayor: −${loss} en la jugada ${ply}, ${move} (mejor: ${best.join(', ')})`,
  moveLoss: (loss, mark) =>
    loss === 0 ? 'la mejor jugada' : `pierde ${loss} ficha${loss === 1 ? '' : 's'}${mark ? ` (${mark === 'blunder' ? 'error grave' : 'error'})` : ''}`,
  notSaving: 'Este navegador no deja guardar nada a esta página: la partida y los ajustes no se conservarán al cerrarla.',
  link: 'Enlace a esta partida',
  linkOffer: (plies) => `Este enlace trae una partida (${plies === 1 ? '1 jugada' : `${plies} jugadas`}). ¿Abrirla en lugar de tu partida? Deshacer recupera la tuya.`,
  openLinked: 'Abrir la partida del enlace',
  keepGame: 'Seguir con mi partida',
  linkFailed: 'No se pudo abrir la partida del enlace:',
  savedGameUnreadable: 'No se pudo leer la partida guardada, así que empieza una nueva; la guardada se conserva hasta que sigas jugando. El motivo:',
  setUp: 'Preparar una posición',
  setUpTool: 'Colocar',
  setUpErase: 'Quitar',
  setUpBoard: 'La posición que se prepara: pulsa una casilla para colocar o quitar una ficha',
  setUpTurn: 'Juegan',
  setUpStart: 'Posición inicial',
  setUpClear: 'Tablero vacío',
  setUpPlay: 'Jugar desde aquí',
  setupProblem: (problem) => {
    switch (problem.kind) {
      case 'centre':
        return 'Las cuatro casillas centrales (d4, e4, d5, e5) deben tener fichas: la partida empieza con ellas, y nunca se quitan fichas.';
      case 'detached':
        return `${problem.square} no toca ninguna otra ficha: en colocación libre, cada ficha se coloca junto a una que ya está en el tablero.`;
      case 'reversi-start':
        return 'En reversi las cuatro primeras fichas van en las casillas centrales, empezando las negras, por turnos; después el centro sigue lleno.';
      case 'over':
        return 'Ningún jugador podría mover aquí: la partida ya habría terminado.';
    }
  },
};

/** The messages of each language. */
export const MESSAGES: Record<Language, Messages> = { en, es };
