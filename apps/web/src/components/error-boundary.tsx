import { Component, type ErrorInfo, type ReactNode } from 'react';
import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { i18n } from '../platform/i18n/i18n';

interface Props {
  children: ReactNode;
  /** Changing it resets the boundary (e.g. the route of the page). */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** One per page: a crash shows a notice in the page area and never blanks the shell. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-error" data-testid="page-error" role="alert">
        <WarningOutlined className="page-error-icon" />
        <h3>{i18n.t('errors.pageCrashed')}</h3>
        <p>{this.state.error.message}</p>
        <Button type="primary" onClick={() => this.setState({ error: null })}>
          {i18n.t('common.retry')}
        </Button>
      </div>
    );
  }
}
