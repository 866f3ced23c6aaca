import { BehaviorSubject, type Observable } from 'rxjs';
import { bus, type PanelName } from '../bus';
import { pageSingleton } from './storage';

/** Which header panel is open; opening one closes the others (SPEC §4), driven by `ui:open-panel`. */
export class PanelStore {
  private readonly subject = new BehaviorSubject<PanelName | null>(null);
  readonly open$: Observable<PanelName | null> = this.subject.asObservable();

  constructor() {
    bus.on('ui:open-panel').subscribe(({ panel }) => this.subject.next(panel));
  }

  get open(): PanelName | null {
    return this.subject.value;
  }
}

/** The page's one panel store. */
export const panelStore: PanelStore = pageSingleton('panel-store', () => new PanelStore());
