import { planPipeline, platformInfo, type CiConfig } from './ci-config';
import { renderAzure } from './platforms/azure';
import { renderCircleci } from './platforms/circleci';
import { renderGithub } from './platforms/github';
import { renderGitlab } from './platforms/gitlab';
import { renderJenkins } from './platforms/jenkins';

const renderers = {
  github: renderGithub,
  gitlab: renderGitlab,
  jenkins: renderJenkins,
  azure: renderAzure,
  circleci: renderCircleci,
};

/** The pipeline file for the chosen platform, with its path in the repository. Throws the first invalid field's message. */
export function generatePipeline(config: CiConfig): { path: string; fileName: string; content: string } {
  const plan = planPipeline(config);
  const info = platformInfo[config.platform];
  return { path: info.path, fileName: info.fileName, content: renderers[config.platform](plan) };
}
