# The relabelling rule of decision 003 ("Labels calibrated by two blind reads"): run from this folder as
#   python3 plan.py edited-items/ids.txt
# (the ids edited after the reads are left as they were). Writes plan.json: the ids demoted and promoted.
import json,collections,random,sys
key=json.load(open('first-read/key.json')); a1=json.load(open('first-read/answers-stem.json'))
k2=json.load(open('second-read/key.json')); a2=json.load(open('second-read/answers-stem.json'))
skip=set(open(sys.argv[1]).read().split()) if len(sys.argv)>1 else set()
by1={k['id']:a1[q] for q,k in key.items()}
dem=[];tiers=collections.defaultdict(list)
for q,k in sorted(k2.items(), key=lambda x: x[1]['id']):
  i=k['id']; a=by1[i]; b=a2[q]
  if i in skip or b['choice']!=k['key'] or a['choice']!=k['key']: continue
  if k['difficulty']=='hard':
    if a['vsExam']=='easier' and b['vsExam']=='easier': dem.append(i)
  elif a['vsExam']!='easier' and b['vsExam']!='easier':
    harder='harder' in (a['vsExam'],b['vsExam'])
    tiers[(2 if harder else 0)+(a['level'],b['level']).count('hard')].append(i)
prom=[]
for s in sorted(tiers,reverse=True):
  if s>0: prom+=tiers[s]
rest=tiers[0]; random.Random(1796017001).shuffle(rest)
prom+=rest[:max(0,len(dem)-len(prom))]
print(len(dem),len(prom),file=sys.stderr)
json.dump({'demote':dem,'promote':prom},open('plan.json','w'),indent=0)
