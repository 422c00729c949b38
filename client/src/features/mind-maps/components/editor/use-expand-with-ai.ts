import { useState } from 'react';
import { aiFailureText, expandNode } from '@client/lib/ai/ai-drafts';

/** Expanding a node with AI: whether a request is running, and why the last one failed. */
export function useExpandWithAi(mapId: string) {
  const [expanding, setExpanding] = useState(false);
  const [expandFailure, setExpandFailure] = useState<string | null>(null);
  const expandWithAi = async (nodeId: string) => {
    setExpanding(true);
    setExpandFailure(null);
    try {
      await expandNode(mapId, nodeId);
    } catch (error) {
      setExpandFailure(aiFailureText(error));
    } finally {
      setExpanding(false);
    }
  };
  return { expanding, expandFailure, setExpandFailure, expandWithAi };
}
